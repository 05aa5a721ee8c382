import type { ClubFunction } from '@anpfiff/schemas/catalogues/club-functions';
import type { PersonGender } from '@anpfiff/schemas/catalogues/person';

/** The four offer/profile families of the platform; the generator maps each club function to one. */
export type DemoRole = 'trainer' | 'referee' | 'player' | 'supporter';

/** Which texts suit a team: children's football (to D), youth (C to A), active or veterans' football. */
export type TeamStage = 'kids' | 'youth' | 'adult' | 'senior';

/** Separate Swiss and German variants because spelling (ss/ß), currency and football terms differ. */
export interface TextsByCountry<T> {
  readonly ch: readonly T[];
  readonly de: readonly T[];
}

/**
 * An offer's description and the offers it is written for, so that its words never contradict the
 * offer's fields. A text that names {team} is only used for an offer with a team.
 */
export interface OfferText {
  readonly text: string;
  /** The teams' stages the text speaks of (evening training, J+S courses, parents); absent: any. */
  readonly stages?: readonly TeamStage[];
  /** The functions the text describes; absent: every function of its family. */
  readonly roles?: readonly ClubFunction[];
}

/** What a person does now: the function of their current job, or 'NONE' without one. */
export type CurrentActivity = ClubFunction | 'NONE';

/** A person's self-description and the profiles it fits (age, current job, gender, wished function). */
export interface PersonText {
  readonly text: string;
  /** Birth years the text fits, because it speaks of studies, retirement, children or junior football. */
  readonly born?: readonly [from: number, until: number];
  /** Current jobs the text fits ('Ich pfeife seit zwei Jahren', 'nach einer Pause'); absent: any. */
  readonly current?: readonly CurrentActivity[];
  readonly genders?: readonly PersonGender[];
  /** The wished functions the text describes; absent: every function of its family. */
  readonly roles?: readonly ClubFunction[];
}

/** The year the texts are written in: 'pensioniert' or 'ich studiere' speak of a person's age then. */
export const DEMO_YEAR = 2026;

/** Birth years of the people aged `min` to `max` in DEMO_YEAR. */
export function aged(min: number, max = 120): readonly [number, number] {
  return [DEMO_YEAR - max, DEMO_YEAR - min];
}

// Groups of functions that the same texts describe.
export const HEAD_COACHES: readonly ClubFunction[] = ['TRAINER', 'CHEFTRAINER', 'SPIELERTRAINER'];
/** Coaches who join a trainer team and need no diploma to start. */
export const COACHES_TO_TRAIN: readonly ClubFunction[] = [
  'ASSISTENZTRAINER',
  'TORWARTTRAINER',
  'STUERMER_TRAINER',
  'ABWEHR_TRAINER',
  'KONDITIONSTRAINER',
];
export const SPECIALIST_COACHES: readonly ClubFunction[] = [
  'TORWARTTRAINER',
  'KONDITIONSTRAINER',
  'MENTALTRAINER',
  'REHA_TRAINER',
];
export const MEDICAL: readonly ClubFunction[] = ['TEAMARZT', 'MASSEUR', 'PHYSIOTHERAPEUT'];
export const LEADERS: readonly ClubFunction[] = ['VEREINSLEITUNG', 'SPORTCHEF', 'JUNIORENOBMANN'];
/** Volunteers anyone willing can become, with an introduction. */
export const HELPERS: readonly ClubFunction[] = [
  'UNTERSTUETZER',
  'EVENTAUSHILFE',
  'STADIONSPEAKER',
  'FAHRDIENST',
  'BUEROUNTERSTUETZUNG',
  'PLATZWART',
  'MATERIALWART',
  'BETREUER',
  'TEAM_MANAGER',
];
export const HANDS_ON: readonly ClubFunction[] = ['UNTERSTUETZER', 'PLATZWART', 'MATERIALWART'];
export const AT_EVENTS: readonly ClubFunction[] = [
  'UNTERSTUETZER',
  'EVENTAUSHILFE',
  'STADIONSPEAKER',
  'FAHRDIENST',
];
export const WITH_A_TEAM: readonly ClubFunction[] = [
  'UNTERSTUETZER',
  'BETREUER',
  'TEAM_MANAGER',
  'MATERIALWART',
  'FAHRDIENST',
];
/** Who looks after one team's kit and match days. */
export const TEAM_CARE: readonly ClubFunction[] = [
  'UNTERSTUETZER',
  'BETREUER',
  'TEAM_MANAGER',
  'MATERIALWART',
];
export const AT_A_DESK: readonly ClubFunction[] = [
  'UNTERSTUETZER',
  'BUEROUNTERSTUETZUNG',
  'TEAM_MANAGER',
  ...LEADERS,
];

// Current jobs a text fits.
export const NO_JOB: readonly CurrentActivity[] = ['NONE'];
export const NOT_PLAYING: readonly CurrentActivity[] = ['NONE', 'TRAINER', 'SCHIEDSRICHTER', 'BETREUER'];
export const NOT_REFEREEING: readonly CurrentActivity[] = ['NONE', 'SPIELER', 'TRAINER', 'BETREUER'];
export const NOT_COACHING: readonly CurrentActivity[] = ['NONE', 'SPIELER', 'SCHIEDSRICHTER', 'BETREUER'];
