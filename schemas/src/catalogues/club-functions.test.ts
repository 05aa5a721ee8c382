import { describe, expect, it } from 'vitest';
import {
  CLUB_FUNCTIONS,
  CLUB_FUNCTION_INFO,
  TOP_LEVEL_CLUB_FUNCTIONS,
  ancestorsOf,
  childrenOf,
  clubFunctionInfo,
  clubFunctionLabel,
  descendantsOf,
  isClubFunction,
  jobTypeOf,
  withAncestors,
  withoutImpliedFunctions,
  type ClubFunction,
} from './club-functions';

const SPEC_ORDER = (
  'SCHIEDSRICHTER TRAINER CHEFTRAINER ASSISTENZTRAINER TORWARTTRAINER STUERMER_TRAINER ABWEHR_TRAINER ' +
  'SPIELERTRAINER KONDITIONSTRAINER MENTALTRAINER REHA_TRAINER SPIELER STUERMER MITTELFELDSPIELER VERTEIDIGER ' +
  'TORWART UNTERSTUETZER EVENTAUSHILFE STADIONSPEAKER FAHRDIENST BUEROUNTERSTUETZUNG PLATZWART MATERIALWART ' +
  'VEREINSLEITUNG JUNIORENOBMANN BETREUER SPORTCHEF TEAM_MANAGER TEAMARZT MASSEUR PHYSIOTHERAPEUT'
).split(' ');

const TRAINER_CHILDREN = [
  'CHEFTRAINER',
  'ASSISTENZTRAINER',
  'TORWARTTRAINER',
  'STUERMER_TRAINER',
  'ABWEHR_TRAINER',
  'SPIELERTRAINER',
  'KONDITIONSTRAINER',
  'MENTALTRAINER',
  'REHA_TRAINER',
];
const SPIELER_CHILDREN = ['STUERMER', 'MITTELFELDSPIELER', 'VERTEIDIGER', 'TORWART'];
const UNTERSTUETZER_CHILDREN = [
  'EVENTAUSHILFE',
  'STADIONSPEAKER',
  'FAHRDIENST',
  'BUEROUNTERSTUETZUNG',
  'PLATZWART',
  'MATERIALWART',
  'VEREINSLEITUNG',
  'JUNIORENOBMANN',
  'BETREUER',
  'SPORTCHEF',
  'TEAM_MANAGER',
  'TEAMARZT',
  'MASSEUR',
  'PHYSIOTHERAPEUT',
];

describe('club functions', () => {
  it('has the 31 functions of the spec in spec order', () => {
    expect(SPEC_ORDER).toHaveLength(31);
    expect(CLUB_FUNCTIONS).toEqual(SPEC_ORDER);
    expect(CLUB_FUNCTION_INFO.map((i) => i.code)).toEqual(SPEC_ORDER);
  });

  it('has exactly the documented hierarchy', () => {
    const parentOf = Object.fromEntries(CLUB_FUNCTION_INFO.map((i) => [i.code, i.parent]));
    const expected: Record<string, string | null> = {
      SCHIEDSRICHTER: null,
      TRAINER: null,
      SPIELER: null,
      UNTERSTUETZER: null,
    };
    for (const c of TRAINER_CHILDREN) expected[c] = 'TRAINER';
    for (const c of SPIELER_CHILDREN) expected[c] = 'SPIELER';
    for (const c of UNTERSTUETZER_CHILDREN) expected[c] = 'UNTERSTUETZER';
    expect(parentOf).toEqual(expected);
    expect(TOP_LEVEL_CLUB_FUNCTIONS).toEqual(['SCHIEDSRICHTER', 'TRAINER', 'SPIELER', 'UNTERSTUETZER']);
  });

  it('only points to existing, top-level parents', () => {
    for (const info of CLUB_FUNCTION_INFO) {
      if (info.parent === null) continue;
      expect(CLUB_FUNCTIONS).toContain(info.parent);
      expect(clubFunctionInfo(info.parent).parent).toBeNull();
    }
  });

  it('has German labels', () => {
    const labels = Object.fromEntries(CLUB_FUNCTION_INFO.map((i) => [i.code, i.label]));
    expect(labels).toMatchObject({
      SCHIEDSRICHTER: 'Schiedsrichter',
      STUERMER_TRAINER: 'Stürmertrainer',
      REHA_TRAINER: 'Reha-Trainer',
      UNTERSTUETZER: 'Unterstützer',
      BUEROUNTERSTUETZUNG: 'Bürounterstützung',
      TEAM_MANAGER: 'Team-Manager',
      PHYSIOTHERAPEUT: 'Physiotherapeut',
    });
    expect(new Set(Object.values(labels)).size).toBe(31);
    // A soft hyphen would break search and equality checks on the label.
    for (const label of Object.values(labels)) expect(label).not.toMatch(/\u00ad/);
    expect(clubFunctionLabel('TORWART')).toBe('Torwart');
  });

  it('maps every function to the job type of its group', () => {
    expect(jobTypeOf('SCHIEDSRICHTER')).toBe('referee');
    for (const c of ['TRAINER', ...TRAINER_CHILDREN] as ClubFunction[]) expect(jobTypeOf(c)).toBe('trainer');
    for (const c of ['SPIELER', ...SPIELER_CHILDREN] as ClubFunction[]) expect(jobTypeOf(c)).toBe('player');
    for (const c of ['UNTERSTUETZER', ...UNTERSTUETZER_CHILDREN] as ClubFunction[]) {
      expect(jobTypeOf(c)).toBe('supporter');
    }
    expect(jobTypeOf('SPIELERTRAINER')).toBe('trainer');
  });

  it('lists children in catalogue order', () => {
    expect(childrenOf('TRAINER')).toEqual(TRAINER_CHILDREN);
    expect(childrenOf('SPIELER')).toEqual(SPIELER_CHILDREN);
    expect(childrenOf('UNTERSTUETZER')).toEqual(UNTERSTUETZER_CHILDREN);
    expect(childrenOf('SCHIEDSRICHTER')).toEqual([]);
    expect(childrenOf('TORWART')).toEqual([]);
  });

  it('lists ancestors nearest first', () => {
    expect(ancestorsOf('TORWARTTRAINER')).toEqual(['TRAINER']);
    expect(ancestorsOf('PLATZWART')).toEqual(['UNTERSTUETZER']);
    expect(ancestorsOf('TRAINER')).toEqual([]);
    expect(ancestorsOf('SCHIEDSRICHTER')).toEqual([]);
  });

  it('lists descendants without the function itself', () => {
    expect(descendantsOf('TRAINER')).toEqual(TRAINER_CHILDREN);
    expect(descendantsOf('SPIELER')).toEqual(SPIELER_CHILDREN);
    expect(descendantsOf('SCHIEDSRICHTER')).toEqual([]);
    expect(descendantsOf('MASSEUR')).toEqual([]);
  });

  it('adds parents once, each code followed by its new ancestors', () => {
    expect(withAncestors(['CHEFTRAINER', 'TORWART'])).toEqual([
      'CHEFTRAINER',
      'TRAINER',
      'TORWART',
      'SPIELER',
    ]);
    expect(withAncestors(['CHEFTRAINER', 'TRAINER', 'ASSISTENZTRAINER'])).toEqual([
      'CHEFTRAINER',
      'TRAINER',
      'ASSISTENZTRAINER',
    ]);
    expect(withAncestors(['SCHIEDSRICHTER', 'SCHIEDSRICHTER'])).toEqual(['SCHIEDSRICHTER']);
    expect(withAncestors([])).toEqual([]);
  });

  it('validates codes', () => {
    expect(isClubFunction('TEAM_MANAGER')).toBe(true);
    for (const v of ['team_manager', 'Trainer', 'TEAM-MANAGER', '', null, 3])
      expect(isClubFunction(v)).toBe(false);
    expect(() => clubFunctionInfo('NOPE' as ClubFunction)).toThrow();
  });
});

describe('withoutImpliedFunctions', () => {
  it('names a parent instead of the sub-functions it stands for, and keeps the rest in order', () => {
    expect(
      withoutImpliedFunctions(['SPIELER', 'STUERMER', 'TORWART', 'CHEFTRAINER', 'SCHIEDSRICHTER']),
    ).toEqual(['SPIELER', 'CHEFTRAINER', 'SCHIEDSRICHTER']);
    expect(withoutImpliedFunctions(['TORWART', 'TORWARTTRAINER'])).toEqual(['TORWART', 'TORWARTTRAINER']);
  });
});
