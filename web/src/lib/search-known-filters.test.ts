import { describe, expect, it } from 'vitest';
import { knownFilters } from './search-known-filters';

const swiss = {
  states: [{ code: 'CH-ZH' }, { code: 'CH-BE' }],
  clubFunctions: [{ code: 'TRAINER' }, { code: 'SCHIEDSRICHTER' }],
};
const filters = (states: string[], clubFunctions: string[] = []) => ({
  query: 'Zürich',
  states,
  clubFunctions,
  near: '',
  radius: '',
});

describe('the filters of a URL, checked against the options of the site', () => {
  it("drops codes of the other country's site and unknown ones, keeping the rest", () => {
    expect(knownFilters(filters(['DE-BY']), swiss)).toEqual(filters([]));
    expect(knownFilters(filters(['XX', 'CH-ZH'], ['TRAINER', 'GIBTESNICHT']), swiss)).toEqual(
      filters(['CH-ZH'], ['TRAINER']),
    );
  });

  it('returns the same object when every code is known, so the search does not change', () => {
    const valid = filters(['CH-BE'], ['SCHIEDSRICHTER']);
    expect(knownFilters(valid, swiss)).toBe(valid);
  });

  it('waits (null) while codes are named but the options are not known; without codes it never waits', () => {
    expect(knownFilters(filters(['CH-ZH']), undefined)).toBeNull();
    const none = filters([]);
    expect(knownFilters(none, undefined)).toBe(none);
  });
});
