import { distanceKm } from '@anpfiff/core/geo/distance';
import { describe, expect, it } from 'vitest';
import type { LoadedJob } from './match-subjects';
import { PersonIndex } from './person-index';
import { matchPersonToJob } from './rules/match-person-to-job';
import type { MatchPerson } from './rules/match-types';

const person = (id: string, location: { lat: number; lon: number }, searchRadius = 0): MatchPerson => ({
  id,
  country: 'DE',
  active: true,
  gender: 'NO_INFO',
  interests: ['SCHIEDSRICHTER'],
  location,
  searchRadius,
  currentLeague: null,
});

const job = (location: { lat: number; lon: number }, searchRadius: number): LoadedJob => ({
  id: 'j1',
  clubId: 'c1',
  country: 'DE',
  active: true,
  clubFunction: 'SCHIEDSRICHTER',
  subClubFunction: null,
  teamGender: null,
  league: null,
  location,
  searchRadius,
});

/** The index must hand the rules every person they match: it may narrow, never leave a match out. */
function expectFound(people: MatchPerson[], offer: LoadedJob): void {
  const matched = people.filter((p) => matchPersonToJob(p, offer)).map((p) => p.id);
  expect(matched.length).toBeGreaterThan(0);
  const found = new PersonIndex(people).candidates(offer).map((p) => p.id);
  expect(found).toEqual(expect.arrayContaining(matched));
}

describe('PersonIndex', () => {
  // The grid's cells are a quarter degree; each case puts the offer at the far side of its cell and the
  // person two cells on, just inside the radius, where a degree measured too long (111.32 km instead of
  // the mean earth radius's 111.19) or a longitude span taken at the offer's latitude falls one cell short.
  it('finds a person just inside the offer radius two cells north (Aargau, 47° N)', () => {
    const [at, there] = [
      { lat: 47.24999, lon: 8.1 },
      { lat: 47.5, lon: 8.1 },
    ];
    expect(distanceKm(at, there)).toBeLessThan(27.81);
    expectFound([person('north', there)], job(at, 27.81));
  });

  it('finds a person just inside the offer radius two cells east (Kiel, 54° N)', () => {
    const [at, there] = [
      { lat: 54.3, lon: 10.24999 },
      { lat: 54.3, lon: 10.5 },
    ];
    expect(distanceKm(at, there)).toBeLessThan(16.23);
    expectFound([person('east', there)], job(at, 16.23));
  });

  it('finds a person whose own radius just reaches an offer without a radius', () => {
    const offer = job({ lat: 47.24999, lon: 8.1 }, 0);
    // The widest radius any person set is how far an offer without one looks.
    expectFound([person('reaching', { lat: 47.5, lon: 8.1 }, 27.81)], offer);
  });

  it('still leaves out people far outside the radius', () => {
    const offer = job({ lat: 47.37, lon: 8.54 }, 10);
    const far = person('far', { lat: 48.4, lon: 9.9 });
    expect(new PersonIndex([far]).candidates(offer)).toEqual([]);
  });
});
