import type { ClubFunction } from '@anpfiff/schemas/catalogues/club-functions';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { PersonGender } from '@anpfiff/schemas/catalogues/person';
import type { TeamGender } from '@anpfiff/schemas/catalogues/team';

/** What the rules need to know about a person; the consumer loads it from Postgres. */
export interface MatchPerson {
  id: string;
  country: Country;
  /** verified and not locked */
  active: boolean;
  gender: PersonGender;
  interests: readonly ClubFunction[];
  location: { lat: number; lon: number } | null;
  /** km; 0 means no limit */
  searchRadius: number;
  /** league id of the person's current team, if any */
  currentLeague: string | null;
}

export interface MatchJob {
  id: string;
  country: Country;
  /** the club's account is verified and not locked */
  active: boolean;
  clubFunction: ClubFunction;
  subClubFunction: ClubFunction | null;
  teamGender: TeamGender | null;
  league: string | null;
  location: { lat: number; lon: number } | null;
  /** km; 0 means no limit */
  searchRadius: number;
}

export type ReasonKind = 'function' | 'distance' | 'league' | 'team-gender';

/** One line of "Warum passt das?", readable as it is. */
export interface MatchReason {
  kind: ReasonKind;
  text: string;
}

export interface Match {
  personId: string;
  jobId: string;
  /** 0–100 */
  score: number;
  /** km between the person's home and the offer, when both are placed */
  distanceKm: number | null;
  reasons: MatchReason[];
}
