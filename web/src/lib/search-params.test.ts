import { describe, expect, it } from 'vitest';
import { apiQuery, filtersFromUrl, filtersToUrl } from './search-params';

describe('search filters in the URL and in API calls', () => {
  it('reads and writes the filters, keeping other parameters', () => {
    const url = filtersToUrl(
      { query: 'Zürich', states: ['CH-ZH', 'CH-BE'], clubFunctions: [] },
      new URLSearchParams('view=map&clubFunctions=TRAINER'),
    );
    expect(url.get('view')).toBe('map');
    expect(url.get('clubFunctions')).toBeNull();
    expect(filtersFromUrl(url)).toEqual({ query: 'Zürich', states: ['CH-ZH', 'CH-BE'], clubFunctions: [] });
  });

  it('sends states and functions only when there are some, and the page size with the page (spec section 7)', () => {
    expect(apiQuery({ query: '  ', states: [], clubFunctions: [] }, { page: 0, size: 20 })).toBe(
      'page=0&maxResults=20',
    );
    expect(
      apiQuery(
        { query: 'fc', states: ['CH-ZH'], clubFunctions: ['TRAINER', 'SPIELER'] },
        { page: 2, size: 20 },
      ),
    ).toBe('query=fc&page=2&maxResults=20&states=CH-ZH&clubFunctions=TRAINER%2CSPIELER');
  });

  it('ignores empty entries of a hand-edited URL', () => {
    expect(filtersFromUrl(new URLSearchParams('states=,CH-ZH,,'))).toMatchObject({ states: ['CH-ZH'] });
  });
});
