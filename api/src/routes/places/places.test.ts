import { openTestDatabase, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { NearPlace, PlaceSuggestion } from '@anpfiff/schemas/api/places';
import { AMBIGUOUS_PLACE, UNKNOWN_PLACE } from '@anpfiff/schemas/search/search-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

// The routes read the gazetteer only; one database kind says as much as two.
describe('GET /api/places and /api/places/resolve', () => {
  let t: TestDatabase;
  let app: TestApp;
  const germany = { host: 'de.localhost' };
  const suggestions = async (query: string, options = {}) => {
    const res = await app.request('GET', `/api/places?query=${encodeURIComponent(query)}`, options);
    expect(res.status).toBe(200);
    return res.json as PlaceSuggestion[];
  };
  const resolve = (near: string, options = {}) =>
    app.request('GET', `/api/places/resolve?near=${encodeURIComponent(near)}`, options);

  beforeAll(async () => {
    t = await openTestDatabase('pglite');
    app = await startTestApp(t.db);
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it('suggests the postcodes that start with the digits typed, with their towns, in order', async () => {
    const found = await suggestions('800');
    expect(found.map((place) => place.near).slice(0, 3)).toEqual([
      '8001 Zürich',
      '8002 Zürich',
      '8003 Zürich',
    ]);
    expect(found[0]).toEqual({ near: '8001 Zürich', city: 'Zürich', zip: '8001', state: 'CH-ZH' });
    expect(found.length).toBeLessThanOrEqual(8);
  });

  it('suggests towns by the start of their name in any spelling, the exact name and larger towns first', async () => {
    expect((await suggestions('zuerich'))[0]).toMatchObject({ near: 'Zürich', zip: null, state: 'CH-ZH' });
    expect((await suggestions('St. Gall'))[0]?.near).toBe('St. Gallen');
    const frankfurt = await suggestions('Frankfurt', germany);
    expect(frankfurt.map((place) => place.near).slice(0, 2)).toEqual([
      'Frankfurt am Main',
      'Frankfurt (Oder)',
    ]);
  });

  it("offers a name several towns far apart carry with each one's postcode", async () => {
    const buchs = (await suggestions('Buchs')).filter((place) => place.city === 'Buchs');
    expect(buchs.length).toBeGreaterThan(1);
    for (const place of buchs) expect(place.near).toBe(`${place.zip} Buchs`);
    expect(new Set(buchs.map((place) => place.state)).size).toBe(buchs.length);
  });

  it('lists a place once however the sources write it, and finds it by either spelling', async () => {
    const rueti = (await suggestions('Rüti')).map((place) => place.near);
    expect(rueti).toContain('Rüti b. Büren');
    expect(rueti).not.toContain('Rüti bei Büren');
    expect((await suggestions('3295')).map((place) => place.near)).toEqual(['3295 Rüti b. Büren']);
    for (const near of ['Rüti bei Büren', 'Rueti b. Bueren', '3295 Rüti bei Büren']) {
      const res = await resolve(near);
      expect(res.status).toBe(200);
      expect((res.json as NearPlace).city).toBe('Rüti b. Büren');
    }
    // One village in two districts, which the German sources list twice under one postcode.
    const hamfelde = (await suggestions('22929', germany)).map((place) => place.near);
    expect(hamfelde.filter((near) => near === '22929 Hamfelde')).toHaveLength(1);
    expect(new Set(hamfelde).size).toBe(hamfelde.length);
  });

  it("answers only with places of the site's country, and nothing for an empty box", async () => {
    expect(await suggestions('Hamburg')).toEqual([]);
    expect((await suggestions('Hamburg', germany))[0]?.near).toBe('Hamburg');
    expect(await suggestions('  ')).toEqual([]);
  });

  it('gives every suggestion in a form the search takes for that very place', async () => {
    for (const typed of ['Ba', 'Rüti', 'Wil', '30', 'Neu']) {
      for (const place of await suggestions(typed)) {
        const res = await resolve(place.near);
        expect(res.status, place.near).toBe(200);
        expect((res.json as NearPlace).city, place.near).toBe(place.city);
      }
    }
  });

  it('resolves a place to the spelling the search keeps and shows', async () => {
    const cases: [string, Partial<NearPlace>][] = [
      [
        '8001',
        {
          near: '8001 Zürich',
          city: 'Zürich',
          zip: '8001',
          state: 'CH-ZH',
          approximate: false,
          lat: 47.3843,
        },
      ],
      ['CH-3011', { near: '3011 Bern', zip: '3011' }],
      ['zuerich', { near: 'Zürich', city: 'Zürich', zip: null }],
      ['47.37,8.54', { near: '47.37,8.54', city: null, state: null, lat: 47.37, lon: 8.54 }],
    ];
    for (const [near, expected] of cases) {
      const res = await resolve(near);
      expect(res.status, near).toBe(200);
      expect(res.json, near).toMatchObject(expected);
    }
    expect((await resolve('Frankfurt', germany)).json).toMatchObject({
      near: 'Frankfurt am Main',
      state: 'DE-HE',
    });
  });

  it('takes the German name of a Swiss town and keeps its official one, on the Swiss site only', async () => {
    expect((await suggestions('Genf'))[0]).toMatchObject({ near: 'Genève', zip: null, state: 'CH-GE' });
    const cases: [typed: string, kept: string, city: string][] = [
      ['Genf', 'Genève', 'Genève'],
      ['Freiburg', 'Fribourg', 'Fribourg'],
      ['Sitten', 'Sion', 'Sion'],
      ['1201 Genf', '1201 Genève', 'Genève'],
    ];
    for (const [near, kept, city] of cases) {
      const res = await resolve(near);
      expect(res.status, near).toBe(200);
      expect(res.json, near).toMatchObject({ near: kept, city });
    }
    expect((await resolve('Freiburg', germany)).json).toMatchObject({ city: 'Freiburg im Breisgau' });
    expect((await resolve('Genf', germany)).status).toBe(422);
  });

  it('keeps an unknown postcode as typed and marks it approximate', async () => {
    const res = await resolve('8099');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ near: '8099', zip: '8099', approximate: true });
  });

  it('refuses a place it does not know, or a name that says no one place, in German', async () => {
    for (const [near, message] of [
      ['Atlantis', UNKNOWN_PLACE],
      ['Buchs', AMBIGUOUS_PLACE],
      ['', 'Gib eine Postleitzahl oder einen Ort an.'],
    ] as const) {
      const res = await resolve(near);
      expect(res.status, near).toBe(422);
      expect(res.json, near).toEqual({ errors: { near: [message] } });
    }
  });

  it('lets browsers keep the answers for an hour', async () => {
    const res = await app.request('GET', '/api/places?query=80');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
