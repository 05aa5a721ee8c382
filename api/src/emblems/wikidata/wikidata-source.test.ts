import { describe, expect, it } from 'vitest';
import { EmblemRejectedError, EmblemSearchUnavailableError } from '../emblem-source';
import { recordedFetch } from './recorded-fetch';
import { createWikidataSource } from './wikidata-source';

const FILE_PATH = 'https://commons.wikimedia.org/wiki/Special:FilePath/';

function source() {
  const recorded = recordedFetch();
  return {
    ...recorded,
    source: createWikidataSource({ fetch: recorded.fetch, userAgent: 'Anpfiff-Test/1.0' }),
  };
}

describe('Wikidata emblem source: search (recorded responses)', () => {
  it('finds the club and offers its current crest as a Commons PNG thumbnail', async () => {
    const { source: wikidata, calls } = source();
    const candidates = await wikidata.search('FC Winterthur', 'CH');
    // Not the women's section (no logo), the U-21 (a team, not a club) or FC Winterthur-Seen (only a
    // deprecated logo); the 1970 logo has an end date, the current one has none.
    expect(candidates).toEqual([
      { uri: `${FILE_PATH}Logo_fc_winterthur.svg?width=256`, name: 'FC Winterthur', source: 'wikidata' },
    ]);

    expect(calls).toHaveLength(2);
    const [search, get] = calls.map((c) => c.url);
    expect(`${search?.origin}${search?.pathname}`).toBe('https://www.wikidata.org/w/api.php');
    expect(Object.fromEntries(search?.searchParams ?? [])).toEqual({
      action: 'wbsearchentities',
      search: 'FC Winterthur',
      language: 'de',
      type: 'item',
      limit: '10',
      format: 'json',
    });
    expect(Object.fromEntries(get?.searchParams ?? [])).toEqual({
      action: 'wbgetentities',
      ids: 'Q208456|Q29890513|Q56421187|Q1427350',
      props: 'claims|labels',
      languages: 'de',
      format: 'json',
    });
    expect(calls.every((c) => c.headers.get('user-agent') === 'Anpfiff-Test/1.0')).toBe(true);
  });

  it('prefers the preferred logo and copes with deleted and empty items', async () => {
    const { source: wikidata } = source();
    expect(await wikidata.search('  FC   Aarau ', 'CH')).toEqual([
      { uri: `${FILE_PATH}FC_Aarau_Logo.svg?width=256`, name: 'FC Aarau', source: 'wikidata' },
      { uri: `${FILE_PATH}FC_Aarau_Frauen_Logo.png?width=256`, name: 'FC Aarau Frauen', source: 'wikidata' },
    ]);
  });

  it('keeps to the country of the site', async () => {
    const { source: wikidata } = source();
    expect(await wikidata.search('Concordia', 'CH')).toEqual([
      { uri: `${FILE_PATH}FC_Concordia_Basel.svg?width=256`, name: 'FC Concordia Basel', source: 'wikidata' },
    ]);
    // Not the goddess, not the town in Kansas, not a club whose logo is a TIFF or that names no country.
    expect(await wikidata.search('Concordia', 'DE')).toEqual([
      {
        uri: `${FILE_PATH}SC_Concordia_Hamburg_Logo.svg?width=256`,
        name: 'SC Concordia Hamburg',
        source: 'wikidata',
      },
    ]);
    expect(await wikidata.search('FC Winterthur', 'DE')).toEqual([]);
  });

  it('offers only URIs that it accepts back', async () => {
    const { source: wikidata } = source();
    const all = [
      ...(await wikidata.search('FC Winterthur', 'CH')),
      ...(await wikidata.search('FC Aarau', 'CH')),
      ...(await wikidata.search('Concordia', 'DE')),
    ];
    expect(all.length).toBeGreaterThan(0);
    for (const candidate of all) expect(wikidata.accepts(candidate.uri)).toBe(true);
  });

  it('asks nothing for a too short query and stops after a search without hits', async () => {
    const { source: wikidata, calls } = source();
    expect(await wikidata.search(' F ', 'CH')).toEqual([]);
    expect(calls).toHaveLength(0);
    expect(await wikidata.search('Xyzzy Kickers', 'CH')).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('reports an API error (served with status 200) as unavailable, not as "nothing found"', async () => {
    const { source: wikidata } = source();
    await expect(wikidata.search('FC Lagging', 'CH')).rejects.toBeInstanceOf(EmblemSearchUnavailableError);
  });

  it('reports HTTP errors, network failures and nonsense as unavailable', async () => {
    const answers: (() => Promise<Response>)[] = [
      async () => new Response('Service Unavailable', { status: 503 }),
      async () => new Response('<html>maintenance</html>', { status: 200 }),
      async () => new Response(JSON.stringify({ search: 'no list' }), { status: 200 }),
      async () => {
        throw new TypeError('fetch failed');
      },
    ];
    for (const answer of answers) {
      const wikidata = createWikidataSource({ fetch: answer });
      const error = await wikidata.search('FC Aarau', 'CH').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(EmblemSearchUnavailableError);
      expect((error as EmblemSearchUnavailableError).status).toBe(503);
    }
  });

  it("gives up when the caller's request is aborted", async () => {
    const { fetch } = recordedFetch();
    const controller = new AbortController();
    controller.abort(new Error('client went away'));
    const wikidata = createWikidataSource({ fetch });
    await expect(wikidata.search('FC Aarau', 'CH', controller.signal)).rejects.toThrow('client went away');
  });

  it('refuses to fetch a URI it does not accept, without any request', async () => {
    const { source: wikidata, calls } = source();
    const error = await wikidata.fetchImage('https://evil.example/logo.png', 1000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EmblemRejectedError);
    expect((error as EmblemRejectedError).reason).toBe('not-accepted');
    expect(calls).toHaveLength(0);
  });
});
