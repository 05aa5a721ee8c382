import { describe, expect, it } from 'vitest';
import { matchPersonToJob } from './match-person-to-job';
import type { MatchJob, MatchPerson } from './match-types';

const ZURICH = { lat: 47.3769, lon: 8.5417 };
const WINTERTHUR = { lat: 47.4988, lon: 8.7237 }; // about 19 km from Zürich
const BERN = { lat: 46.948, lon: 7.4474 }; // about 95 km from Zürich

const person = (over: Partial<MatchPerson> = {}): MatchPerson => ({
  id: 'p1',
  country: 'CH',
  active: true,
  gender: 'MALE',
  interests: ['TRAINER'],
  location: ZURICH,
  searchRadius: 0,
  currentLeague: null,
  ...over,
});

const job = (over: Partial<MatchJob> = {}): MatchJob => ({
  id: 'j1',
  country: 'CH',
  active: true,
  clubFunction: 'TRAINER',
  subClubFunction: 'TORWARTTRAINER',
  teamGender: 'M',
  league: null,
  location: WINTERTHUR,
  searchRadius: 0,
  ...over,
});

describe('matchPersonToJob', () => {
  it('matches an interest in a parent function with offers for its children, and says why', () => {
    const match = matchPersonToJob(person(), job());
    expect(match).toMatchObject({ personId: 'p1', jobId: 'j1', distanceKm: expect.closeTo(19, 0) });
    expect(match?.reasons.map((r) => r.text)).toEqual([
      'Gesucht wird Torwarttrainer: passt zum Interesse an Trainer',
      '19 km entfernt',
    ]);
  });

  it('ranks an exact function above a broader interest, and both above a specialist meeting a general offer', () => {
    const exact = matchPersonToJob(person({ interests: ['TORWARTTRAINER'] }), job());
    const broader = matchPersonToJob(person({ interests: ['TRAINER'] }), job());
    const specialist = matchPersonToJob(
      person({ interests: ['TORWARTTRAINER'] }),
      job({ subClubFunction: null }),
    );
    expect(exact?.score).toBeGreaterThan(broader?.score ?? 100);
    expect(broader?.score).toBeGreaterThan(specialist?.score ?? 100);
    expect(exact?.reasons[0]?.text).toBe('Gesucht wird Torwarttrainer: genau das angegebene Interesse');
    expect(specialist?.reasons[0]?.text).toBe('Gesucht wird Trainer allgemein: Interesse an Torwarttrainer');
  });

  it('words every reason so that it reads right for the person and for the club alike', () => {
    // The same stored text is shown on the person's matching offers and on the offer's matching people.
    const current = 'CH-M-3-LIGA';
    const texts = [
      matchPersonToJob(person({ interests: ['TORWARTTRAINER'] }), job()),
      matchPersonToJob(person({ interests: ['TRAINER'] }), job()),
      matchPersonToJob(person({ interests: ['TORWARTTRAINER'] }), job({ subClubFunction: null })),
      ...['CH-M-1-LIGA', 'CH-M-2-LIGA', 'CH-M-3-LIGA', 'CH-M-4-LIGA', 'CH-M-5-LIGA'].map((league) =>
        matchPersonToJob(person({ currentLeague: current }), job({ league })),
      ),
    ].flatMap((m) => m?.reasons.map((r) => r.text) ?? []);
    expect(texts.length).toBeGreaterThan(8);
    for (const text of texts) expect(text).not.toMatch(/\b(du|dich|dir|dein\w*|euch|eu(er|re)\w*)\b/i);
  });

  it('does not match another function, a sibling role or another country', () => {
    expect(matchPersonToJob(person({ interests: ['SPIELER'] }), job())).toBeNull();
    expect(matchPersonToJob(person({ interests: ['CHEFTRAINER'] }), job())).toBeNull();
    expect(matchPersonToJob(person({ country: 'DE' }), job())).toBeNull();
  });

  it('needs both accounts active', () => {
    expect(matchPersonToJob(person({ active: false }), job())).toBeNull();
    expect(matchPersonToJob(person(), job({ active: false }))).toBeNull();
  });

  it("keeps within the person's and the offer's radius, where each is above 0", () => {
    expect(matchPersonToJob(person({ searchRadius: 20 }), job())).not.toBeNull();
    expect(matchPersonToJob(person({ searchRadius: 15 }), job())).toBeNull();
    expect(matchPersonToJob(person(), job({ searchRadius: 15 }))).toBeNull();
    expect(matchPersonToJob(person(), job({ location: BERN }))).not.toBeNull();
    expect(matchPersonToJob(person({ searchRadius: 50 }), job({ location: BERN }))).toBeNull();
  });

  it('cannot check a radius without places, so it does not match then; without radius it does', () => {
    expect(matchPersonToJob(person({ searchRadius: 30, location: null }), job())).toBeNull();
    const unplaced = matchPersonToJob(person({ location: null }), job());
    expect(unplaced?.distanceKm).toBeNull();
    expect(unplaced?.reasons).toContainEqual({ kind: 'distance', text: 'Entfernung unbekannt' });
  });

  it('ranks the nearer of two otherwise equal offers higher', () => {
    const near = matchPersonToJob(person(), job());
    const far = matchPersonToJob(person(), job({ location: BERN }));
    expect(near?.score).toBeGreaterThan(far?.score ?? 100);
  });

  it('for player offers, fits the team gender to the person', () => {
    const players = job({ clubFunction: 'SPIELER', subClubFunction: 'TORWART', teamGender: 'F' });
    expect(matchPersonToJob(person({ interests: ['SPIELER'], gender: 'MALE' }), players)).toBeNull();
    const woman = matchPersonToJob(person({ interests: ['SPIELER'], gender: 'FEMALE' }), players);
    expect(woman?.reasons).toContainEqual({ kind: 'team-gender', text: 'Frauenteam' });
    expect(matchPersonToJob(person({ interests: ['SPIELER'], gender: 'NO_INFO' }), players)).not.toBeNull();
    // A coach of a women's team can be anyone.
    expect(matchPersonToJob(person({ gender: 'MALE' }), job({ teamGender: 'F' }))).not.toBeNull();
  });

  it('for player-coach offers, fits the team gender too: a player-coach plays in the team', () => {
    const playerCoach = job({ clubFunction: 'TRAINER', subClubFunction: 'SPIELERTRAINER', teamGender: 'F' });
    for (const interests of [['SPIELERTRAINER'], ['TRAINER']] as const) {
      expect(matchPersonToJob(person({ interests, gender: 'MALE' }), playerCoach)).toBeNull();
      const woman = matchPersonToJob(person({ interests, gender: 'FEMALE' }), playerCoach);
      expect(woman?.reasons).toContainEqual({ kind: 'team-gender', text: 'Frauenteam' });
      expect(matchPersonToJob(person({ interests, gender: 'NO_INFO' }), playerCoach)).not.toBeNull();
    }
    const mensPlayerCoach = job({ subClubFunction: 'SPIELERTRAINER', teamGender: 'M' });
    expect(matchPersonToJob(person({ gender: 'FEMALE' }), mensPlayerCoach)).toBeNull();
    expect(matchPersonToJob(person({ gender: 'MALE' }), mensPlayerCoach)?.reasons).toContainEqual({
      kind: 'team-gender',
      text: 'Männerteam',
    });
    // A general trainer offer stays open to anyone, also to someone interested in being a player-coach.
    const trainers = job({ subClubFunction: null, teamGender: 'F' });
    expect(
      matchPersonToJob(person({ interests: ['SPIELERTRAINER'], gender: 'MALE' }), trainers),
    ).not.toBeNull();
  });

  it('compares league levels with the current team, and prefers one step up to far off', () => {
    const current = 'CH-M-3-LIGA';
    const up = matchPersonToJob(person({ currentLeague: current }), job({ league: 'CH-M-2-LIGA' }));
    const farUp = matchPersonToJob(person({ currentLeague: current }), job({ league: 'CH-M-1-LIGA' }));
    expect(up?.reasons).toContainEqual({
      kind: 'league',
      text: '2. Liga: eine Stufe über dem aktuellen Team',
    });
    expect(up?.score).toBeGreaterThan(farUp?.score ?? 100);
  });

  it('keeps scores within 0 to 100', () => {
    const best = matchPersonToJob(
      person({ interests: ['TORWARTTRAINER'], currentLeague: 'CH-M-3-LIGA' }),
      job({ location: ZURICH, league: 'CH-M-3-LIGA' }),
    );
    expect(best?.score).toBe(100);
  });
});
