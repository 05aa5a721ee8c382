import type { SearchDocument } from '@anpfiff/schemas/search/search-document';
import type { SearchKind, SearchQuery } from '@anpfiff/schemas/search/search-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { distanceKm } from '../geo/distance';
import type { SearchEngine } from './search-engine';

export interface ContractSubject {
  engine: SearchEngine;
  close(): Promise<void>;
}

const ZURICH = { lat: 47.3769, lon: 8.5417 };
const WINTERTHUR = { lat: 47.4997, lon: 8.7241 };
const BERN = { lat: 46.948, lon: 7.4474 };

let clock = Date.parse('2024-01-01T00:00:00Z');

/** A job document; each one made later is newer. */
export function jobDoc(id: string, overrides: Partial<SearchDocument> = {}): SearchDocument {
  clock += 60_000;
  return {
    kind: 'jobs',
    id,
    country: 'CH',
    state: 'CH-ZH',
    clubId: 'club-1',
    clubFunctions: ['TRAINER'],
    location: ZURICH,
    createdAt: new Date(clock).toISOString(),
    title: `Trainer ${id}`,
    keywords: 'Trainer Zürich',
    body: 'Wir suchen Verstärkung.',
    card: { id },
    ...overrides,
  };
}

export function query(overrides: Partial<SearchQuery> = {}): SearchQuery {
  return {
    kind: 'jobs',
    country: 'CH',
    text: '',
    states: [],
    clubFunctions: [],
    page: 0,
    size: 20,
    ...overrides,
  };
}

async function ids(engine: SearchEngine, q: Partial<SearchQuery>): Promise<string[]> {
  return (await engine.query(query(q))).hits.map((h) => String(h.card.id));
}

async function* batchesOf(...batches: SearchDocument[][]): AsyncIterable<SearchDocument[]> {
  for (const batch of batches) yield batch;
}

/** What every search engine adapter must do (DESIGN.md section 2, "Ports and adapters"). */
export function searchEngineContract(name: string, open: () => Promise<ContractSubject>): void {
  describe(`search engine contract: ${name}`, () => {
    let subject: ContractSubject;
    let engine: SearchEngine;

    beforeAll(async () => {
      subject = await open();
      engine = subject.engine;
      await engine.prepare();
    });
    afterAll(() => subject.close());

    beforeEach(async () => {
      for (const kind of ['clubs', 'jobs', 'people'] as SearchKind[]) {
        await engine.rebuild(kind, batchesOf(), { expectedDocuments: 0 });
      }
    });

    it('upserts by id, lists newest first without text, and removes', async () => {
      await engine.upsert([jobDoc('a'), jobDoc('b'), jobDoc('c')]);
      await engine.upsert([jobDoc('a', { card: { id: 'a', version: 2 } })]);
      const all = await engine.query(query());
      expect(all.total).toBe(3);
      expect(all.hits.map((h) => h.card)).toEqual([{ id: 'a', version: 2 }, { id: 'c' }, { id: 'b' }]);
      expect(await engine.count('jobs')).toBe(3);

      await engine.remove('jobs', ['b', 'unknown']);
      expect(await ids(engine, {})).toEqual(['a', 'c']);
      await engine.remove('jobs', []);
      expect(await engine.count('jobs')).toBe(2);
    });

    it('finds nothing for text without a word (signs, emoji), and everything for invisible text', async () => {
      await engine.upsert([jobDoc('a'), jobDoc('b')]);
      for (const text of ['*', '😀', '&|!', '%', '!?'])
        expect({ text, result: await engine.query(query({ text })) }).toEqual({
          text,
          result: { hits: [], total: 0 },
        });
      expect(await engine.facets(query({ text: '😀' }))).toEqual({ total: 0, states: {}, clubFunctions: {} });
      expect((await engine.query(query({ text: '\u200b ' }))).total).toBe(2);
    });

    it('removes the documents of a club without touching other clubs or kinds', async () => {
      await engine.upsert([
        jobDoc('j1', { clubId: 'gone' }),
        jobDoc('j2', { clubId: 'stays' }),
        { ...jobDoc('gone'), kind: 'clubs', clubId: 'gone' },
      ]);
      await engine.removeByClub('jobs', 'gone');
      expect(await ids(engine, {})).toEqual(['j2']);
      expect(await engine.count('clubs')).toBe(1);
    });

    it('keeps kinds and countries apart', async () => {
      await engine.upsert([jobDoc('ch'), jobDoc('de', { country: 'DE', state: 'DE-BY' })]);
      await engine.upsert([{ ...jobDoc('club'), kind: 'clubs' }]);
      expect(await ids(engine, {})).toEqual(['ch']);
      expect(await ids(engine, { country: 'DE' })).toEqual(['de']);
      expect(await ids(engine, { kind: 'clubs' })).toEqual(['club']);
    });

    it('filters by states and by functions, a parent function matching its children', async () => {
      await engine.upsert([
        jobDoc('chef', { clubFunctions: ['CHEFTRAINER', 'TRAINER'] }),
        jobDoc('trainer', { clubFunctions: ['TRAINER'], state: 'CH-BE', location: BERN }),
        jobDoc('referee', { clubFunctions: ['SCHIEDSRICHTER'] }),
      ]);
      expect(await ids(engine, { clubFunctions: ['TRAINER'] })).toEqual(['trainer', 'chef']);
      expect(await ids(engine, { clubFunctions: ['CHEFTRAINER'] })).toEqual(['chef']);
      expect(await ids(engine, { clubFunctions: ['CHEFTRAINER', 'SCHIEDSRICHTER'] })).toEqual([
        'referee',
        'chef',
      ]);
      expect(await ids(engine, { states: ['CH-BE'] })).toEqual(['trainer']);
      expect(await ids(engine, { states: ['CH-ZH'], clubFunctions: ['TRAINER'] })).toEqual(['chef']);
    });

    it('pages with a stable total', async () => {
      await engine.upsert(Array.from({ length: 5 }, (_, i) => jobDoc(`p${i}`)));
      const first = await engine.query(query({ size: 2 }));
      const last = await engine.query(query({ size: 2, page: 2 }));
      const beyond = await engine.query(query({ size: 2, page: 3 }));
      expect(first.hits.map((h) => h.card.id)).toEqual(['p4', 'p3']);
      expect(last.hits.map((h) => h.card.id)).toEqual(['p0']);
      expect([first.total, last.total, beyond.total]).toEqual([5, 5, 5]);
      expect(beyond.hits).toEqual([]);
    });

    it('matches German text: stems, folding, feminine forms, prefixes and near spellings of titles', async () => {
      await engine.upsert([
        jobDoc('referee', { title: 'Schiedsrichter FC Concordia', keywords: 'Zürich Badenerstrasse' }),
        jobDoc('physio', { title: 'Physiotherapeut SV Muster', keywords: 'Bern' }),
        jobDoc('grass', { title: 'Grasshoppers Club', keywords: 'Zürich Straße' }),
      ]);
      expect(await ids(engine, { text: 'Schiedsrichterin' })).toEqual(['referee']);
      expect(await ids(engine, { text: 'Physiotherapeutin' })).toEqual(['physio']);
      expect(await ids(engine, { text: 'schied' })).toEqual(['referee']);
      expect(await ids(engine, { text: 'Zuerich' })).toEqual(expect.arrayContaining(['referee', 'grass']));
      expect(await ids(engine, { text: 'Zurich' })).toHaveLength(2);
      expect(await ids(engine, { text: 'Strasse' })).toEqual(['grass']);
      expect(await ids(engine, { text: 'Grashopers' })).toEqual(['grass']);
      expect(await ids(engine, { text: 'Concordia Zürich' })).toEqual(['referee']);
      expect(await ids(engine, { text: 'Hockey' })).toEqual([]);
    });

    it('takes the words people type: partial words, small words, everyday names and one-letter typos', async () => {
      await engine.upsert([
        jobDoc('course', { title: 'Trainer FC Dietikon', body: 'Weiterbildungen bezahlt der Verein.' }),
        jobDoc('keeper', { title: 'Torwart FC Concordia', keywords: 'Zürich' }),
        jobDoc('coach', { title: 'Trainerin FC Grenchen', keywords: 'Solothurn' }),
      ]);
      expect(await ids(engine, { text: 'Weiterbildu' })).toEqual(['course']);
      expect(await ids(engine, { text: 'Trainerinne' })).toEqual(expect.arrayContaining(['course', 'coach']));
      expect(await ids(engine, { text: 'Torwart aus Zürich' })).toEqual(['keeper']);
      expect(await ids(engine, { text: 'Torhüter' })).toEqual(['keeper']);
      expect(await ids(engine, { text: 'Concrdia' })).toEqual(['keeper']);
      expect(await ids(engine, { text: 'Dietkon' })).toEqual(['course']);
      expect(await ids(engine, { text: 'Grenhcen' })).toEqual(['coach']);
    });

    it('reads the last word as the start of what was typed, not of its stem', async () => {
      await engine.upsert([
        jobDoc('coach', { title: 'Trainer FC Dietikon', keywords: 'Zürich' }),
        jobDoc('diploma', {
          title: 'Spieler FC Aarau',
          keywords: 'Aargau',
          body: 'Ein Trainerdiplom ist willkommen.',
        }),
        jobDoc('pitch', { title: 'Platzwart FC Baden', keywords: 'Aargau', body: 'Vor dem Training mähen.' }),
        jobDoc('town', { title: 'Spieler FC Bülach', keywords: 'Zürich' }),
        jobDoc('name', { title: 'Betreuer Daniela Bühler', keywords: 'Bern' }),
      ]);
      // The stem of Trainer is "train", which Training starts with too.
      expect(new Set(await ids(engine, { text: 'Trainer' }))).toEqual(new Set(['coach', 'diploma']));
      expect(await ids(engine, { text: 'Trainin' })).toEqual(['pitch']);
      expect(new Set(await ids(engine, { text: 'Trai' }))).toEqual(new Set(['coach', 'diploma', 'pitch']));
      // "Büler" (stem "bul") no longer finds Bülach, so the near pass corrects the typo to Bühler.
      expect(await ids(engine, { text: 'Büler' })).toEqual(['name']);
    });

    it('ranks the title above keywords above the body', async () => {
      await engine.upsert([
        jobDoc('body', { title: 'Trainer', keywords: 'Zug', body: 'Unser Torwart sucht einen Torwart.' }),
        jobDoc('title', { title: 'Torwart', keywords: 'Zug', body: 'Wir suchen dich.' }),
        jobDoc('keywords', { title: 'Spieler', keywords: 'Torwart Zug', body: 'Wir suchen dich.' }),
      ]);
      expect(await ids(engine, { text: 'Torwart' })).toEqual(['title', 'keywords', 'body']);
    });

    it('finds a compound of function and team words where the texts name them apart', async () => {
      await engine.upsert([
        jobDoc('juniors', { keywords: 'Trainer E-Junioren' }),
        jobDoc('women', { keywords: 'Trainer Aktive Frauen' }),
        jobDoc('written', { keywords: 'Spieler', body: 'Wir suchen auch einen Juniorentrainer.' }),
        jobDoc('player', { title: 'Spieler', keywords: 'Spieler E-Junioren' }),
      ]);
      expect(new Set(await ids(engine, { text: 'Juniorentrainer' }))).toEqual(
        new Set(['juniors', 'written']),
      );
      expect(await ids(engine, { text: 'Damentrainerin' })).toEqual(['women']);
    });

    it('reads a function word after any other as both words, and as the function when none has both', async () => {
      await engine.upsert([
        jobDoc('club', { title: 'Trainer Aktive', body: 'Unser Verein sucht Verstärkung.' }),
        jobDoc('kids', { title: 'Trainer F-Junioren', body: 'Für unsere Kinder.' }),
        jobDoc('keeper', { title: 'Torwart', keywords: 'Torwart', body: 'Unser Verein sucht dich.' }),
      ]);
      expect(await ids(engine, { text: 'Vereinstrainer' })).toEqual(['club']);
      expect(await ids(engine, { text: 'Kindertrainer' })).toEqual(['kids']);
      // Nothing holds Athletik: the list is that of the function, counted as shown.
      expect(new Set(await ids(engine, { text: 'Athletiktrainer' }))).toEqual(new Set(['club', 'kids']));
      expect((await engine.facets(query({ text: 'Athletiktrainer' }))).total).toBe(2);
    });

    it('finds a person by a misspelt function, which only the keywords name', async () => {
      const person = (id: string, keywords: string) =>
        jobDoc(id, { kind: 'people', title: `Anna ${id}`, keywords, body: 'Ich suche einen Verein.' });
      await engine.upsert([person('keeper', 'Torwart Zug'), person('coach', 'Trainer Zug')]);
      expect(await ids(engine, { kind: 'people', text: 'Torwat' })).toEqual(['keeper']);
      expect(await ids(engine, { kind: 'people', text: 'Trainr Zug' })).toEqual(['coach']);
    });

    it('ranks a title that starts with the word sought above one that names it more often', async () => {
      await engine.upsert([
        jobDoc('plain', { title: 'Trainer FC Baden', keywords: 'Trainer Aktive' }),
        jobDoc('reha', { title: 'Reha-Trainer FC Aarau', keywords: 'Reha-Trainer Trainer Aktive' }),
      ]);
      for (const text of ['Trainer', 'Trainerin', 'trainer fc'])
        expect(await ids(engine, { text })).toEqual(['plain', 'reha']);
    });

    it('filters by radius and sorts by distance when there is no text', async () => {
      await engine.upsert([
        jobDoc('bern', { location: BERN }),
        jobDoc('winterthur', { location: WINTERTHUR }),
        jobDoc('zurich', { location: ZURICH }),
        jobDoc('nowhere', { location: null }),
      ]);
      const near = await engine.query(query({ near: { ...ZURICH, radiusKm: 30 } }));
      expect(near.hits.map((h) => h.card.id)).toEqual(['zurich', 'winterthur']);
      expect(near.total).toBe(2);
      expect(near.hits[0]?.distanceKm).toBe(0);
      expect(near.hits[1]?.distanceKm).toBeGreaterThan(15);
      expect(near.hits[1]?.distanceKm).toBeLessThan(25);
      expect(await ids(engine, { near: BERN })).toEqual(['bern', 'zurich', 'winterthur', 'nowhere']);
      expect(await ids(engine, { near: { ...BERN, radiusKm: 30 }, text: 'Trainer' })).toEqual(['bern']);
    });

    it('measures distance on the mean earth radius, as the matcher does, and names each hit by its id', async () => {
      await engine.upsert([
        jobDoc('zurich', { location: ZURICH }),
        jobDoc('winterthur', { location: WINTERTHUR }),
      ]);
      const apart = distanceKm(ZURICH, WINTERTHUR);
      const near = await engine.query(query({ near: { ...ZURICH, radiusKm: apart + 0.005 } }));
      expect(near.hits.map((h) => h.id)).toEqual(['zurich', 'winterthur']);
      expect(near.hits[1]?.distanceKm).toBe(Math.round(apart * 10) / 10);
      // 5 m short of the place: outside in every mode (earthdistance's own radius put it 22 m farther).
      expect(await ids(engine, { near: { ...ZURICH, radiusKm: apart - 0.005 } })).toEqual(['zurich']);
    });

    it('counts facets per state and function, each ignoring its own filter', async () => {
      await engine.upsert([
        jobDoc('a', { clubFunctions: ['CHEFTRAINER', 'TRAINER'] }),
        jobDoc('b', { clubFunctions: ['TRAINER'], state: 'CH-BE' }),
        jobDoc('c', { clubFunctions: ['SCHIEDSRICHTER'], title: 'Schiedsrichter' }),
        jobDoc('d', { clubFunctions: ['SCHIEDSRICHTER'], country: 'DE', state: 'DE-BY' }),
        // The same state and functions as 'a': two documents, which a count per pair must not merge into one.
        jobDoc('e', { clubFunctions: ['CHEFTRAINER', 'TRAINER'] }),
      ]);
      expect(await engine.facets(query())).toEqual({
        total: 4,
        states: { 'CH-ZH': 3, 'CH-BE': 1 },
        clubFunctions: { TRAINER: 3, CHEFTRAINER: 2, SCHIEDSRICHTER: 1 },
      });
      expect(await engine.facets(query({ states: ['CH-BE'], clubFunctions: ['TRAINER'] }))).toEqual({
        total: 1,
        states: { 'CH-ZH': 2, 'CH-BE': 1 },
        clubFunctions: { TRAINER: 1 },
      });
      expect((await engine.facets(query({ text: 'Schiedsrichter' }))).total).toBe(1);
    });

    it('rebuilds a kind into a fresh index and reports progress', async () => {
      await engine.upsert([jobDoc('old'), { ...jobDoc('club'), kind: 'clubs' }]);
      const progress: number[] = [];
      const report = await engine.rebuild('jobs', batchesOf([jobDoc('n1'), jobDoc('n2')], [jobDoc('n3')]), {
        expectedDocuments: 3,
        onProgress: (done) => progress.push(done),
      });
      expect(report).toEqual({ kind: 'jobs', documents: 3, swapped: true });
      expect(progress).toEqual([2, 3]);
      expect(await ids(engine, {})).toEqual(['n3', 'n2', 'n1']);
      expect(await engine.count('clubs')).toBe(1);
      // The rebuilt index answers every kind of query as before.
      expect(await ids(engine, { text: 'Trainr n2' })).toEqual(['n2']);
      expect(await ids(engine, { near: { ...ZURICH, radiusKm: 1 } })).toHaveLength(3);
    });

    it('never swaps in an empty index while the source has rows', async () => {
      await engine.upsert([jobDoc('keep')]);
      const report = await engine.rebuild('jobs', batchesOf([]), { expectedDocuments: 5 });
      expect(report).toEqual({ kind: 'jobs', documents: 0, swapped: false });
      expect(await ids(engine, {})).toEqual(['keep']);
      // An empty source is a legitimate empty index.
      expect(await engine.rebuild('jobs', batchesOf(), { expectedDocuments: 0 })).toEqual({
        kind: 'jobs',
        documents: 0,
        swapped: true,
      });
      expect(await engine.count('jobs')).toBe(0);
    });

    it('keeps the old index when a rebuild fails, and keeps changes made while it runs', async () => {
      await engine.upsert([jobDoc('keep')]);
      async function* failing(): AsyncIterable<SearchDocument[]> {
        yield [jobDoc('x')];
        throw new Error('source went away');
      }
      await expect(engine.rebuild('jobs', failing(), { expectedDocuments: 2 })).rejects.toThrow(
        'source went away',
      );
      expect(await ids(engine, {})).toEqual(['keep']);

      async function* withChangeMidway(): AsyncIterable<SearchDocument[]> {
        yield [jobDoc('r1')];
        await engine.upsert([jobDoc('live')]);
        await engine.remove('jobs', ['r1']);
        yield [jobDoc('r2')];
      }
      await engine.rebuild('jobs', withChangeMidway(), { expectedDocuments: 2 });
      expect(await ids(engine, {})).toEqual(['r2', 'live']);
    });

    it('keeps changes made between reading a batch and writing it', async () => {
      const read = [
        jobDoc('r1'),
        jobDoc('r2'),
        jobDoc('r3', { clubId: 'club-locked' }),
        jobDoc('r4', { clubId: 'club-back' }),
        jobDoc('r5'),
      ];
      async function* readBeforeChanges(): AsyncIterable<SearchDocument[]> {
        // The rebuild asked for this batch and it was read; the indexer's changes land before it is written.
        await engine.upsert([jobDoc('r1', { title: 'Schiedsrichter r1', card: { id: 'r1', version: 2 } })]);
        await engine.remove('jobs', ['r2']);
        await engine.removeByClub('jobs', 'club-locked');
        // A club locked and unlocked again: the indexer wrote its offers back.
        await engine.removeByClub('jobs', 'club-back');
        await engine.upsert([jobDoc('r4', { clubId: 'club-back', card: { id: 'r4', version: 2 } })]);
        yield read;
      }
      await engine.rebuild('jobs', readBeforeChanges(), { expectedDocuments: 5 });
      expect((await ids(engine, {})).sort()).toEqual(['r1', 'r4', 'r5']);
      expect((await engine.query(query({ text: 'Schiedsrichter' }))).hits.map((h) => h.card)).toEqual([
        { id: 'r1', version: 2 },
      ]);
      const r4 = (await engine.query(query({ text: 'r4' }))).hits.map((h) => h.card);
      expect(r4).toEqual([{ id: 'r4', version: 2 }]);
    });
  });
}
