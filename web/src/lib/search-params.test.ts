import { describe, expect, it } from 'vitest';
import { apiQuery, filtersFromUrl, filtersToUrl } from './search-params';

describe('search filters in the URL and in API calls', () => {
  it('reads and writes the filters, keeping other parameters', () => {
    const url = filtersToUrl(
      { query: 'Zürich', states: ['CH-ZH', 'CH-BE'], clubFunctions: [], near: '', radius: '' },
      new URLSearchParams('view=map&clubFunctions=TRAINER&near=3000&radius=5'),
    );
    expect(url.get('view')).toBe('map');
    expect(url.get('clubFunctions')).toBeNull();
    expect(url.get('near')).toBeNull();
    expect(url.get('radius')).toBeNull();
    expect(filtersFromUrl(url)).toEqual({
      query: 'Zürich',
      states: ['CH-ZH', 'CH-BE'],
      clubFunctions: [],
      near: '',
      radius: '',
    });
    const around = filtersToUrl({ ...filtersFromUrl(url), near: '8001 Zürich', radius: '20' }, url);
    expect(filtersFromUrl(around)).toMatchObject({ near: '8001 Zürich', radius: '20' });
  });

  it('sends states and functions only when there are some, and the page size with the page (spec section 7)', () => {
    const none = { query: '  ', states: [], clubFunctions: [], near: '', radius: '' };
    expect(apiQuery(none, { page: 0, size: 20 })).toBe('page=0&maxResults=20');
    expect(
      apiQuery(
        { query: 'fc', states: ['CH-ZH'], clubFunctions: ['TRAINER', 'SPIELER'], near: '', radius: '' },
        { page: 2, size: 20 },
      ),
    ).toBe('query=fc&page=2&maxResults=20&states=CH-ZH&clubFunctions=TRAINER%2CSPIELER');
    // A radius goes only with a place to measure it from.
    expect(apiQuery({ ...none, near: 'Bern', radius: '10' })).toBe('near=Bern&radius=10');
    expect(apiQuery({ ...none, radius: '10' })).toBe('');
  });

  it('ignores empty entries of a hand-edited URL', () => {
    expect(filtersFromUrl(new URLSearchParams('states=,CH-ZH,,'))).toMatchObject({ states: ['CH-ZH'] });
  });
});
