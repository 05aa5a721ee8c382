import type { SearchDocument } from '@anpfiff/schemas/search/search-document';
import type { Knex } from 'knex';
import { describe, expect, it, vi } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-databases';
import { jobDoc, query } from '../search-engine.contract';
import { RebuildRunningError } from '../search-engine';
import { createKnex } from '../../db/create-knex';
import { PgSearchEngine } from './pg-search-engine';
import { rebuildTableOf, removeFromRebuildTable, upsertIntoRebuildTable } from './pg-search-rebuild-copy';
import { tableExists } from './pg-search-tables';
import { TextAnalysisThread } from './text-analysis-thread';

async function indexesOf(t: { db: Knex }, table: string) {
  const result = await t.db.raw<{ rows: { name: string; definition: string }[] }>(
    `select indexname as name, regexp_replace(indexdef, '^.* USING ', '') as definition
       from pg_indexes where schemaname = current_schema() and tablename = ? order by indexname`,
    [table],
  );
  return result.rows;
}

/** How the table keeps its rows: storage parameters, and per column its storage and generation. */
async function layoutOf(t: { db: Knex }, table: string) {
  const options = await t.db.raw<{ rows: { options: string[] | null }[] }>(
    'select reloptions as options from pg_class where oid = to_regclass(?)',
    [table],
  );
  // PostgreSQL 17 writes a column's default statistics target as null, earlier versions as -1.
  const columns = await t.db.raw<{
    rows: { name: string; storage: string; generated: string; statistics: number }[];
  }>(
    `select attname as name, attstorage as storage, attgenerated as generated,
            coalesce(attstattarget, -1)::int as statistics
       from pg_attribute where attrelid = to_regclass(?) and attnum > 0 and not attisdropped
      order by attname`,
    [table],
  );
  return { options: options.rows[0]?.options, columns: columns.rows };
}

async function* once(docs: SearchDocument[]): AsyncIterable<SearchDocument[]> {
  yield docs;
}

/** One batch, then a second once `release` is called: a rebuild that stays running until the test says. */
function held(first: SearchDocument[], second: SearchDocument[]) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  async function* batches(): AsyncIterable<SearchDocument[]> {
    yield first;
    await gate;
    yield second;
  }
  return { batches: batches(), release };
}

async function* inBatches(docs: SearchDocument[], size: number): AsyncIterable<SearchDocument[]> {
  for (let i = 0; i < docs.length; i += size) yield docs.slice(i, i + size);
}

/**
 * The first batch at once and the others once the rebuild's text analysis thread is ready (on PGlite):
 * the database analyses what comes before, the thread what comes after.
 */
async function* aroundThreadStart(
  docs: SearchDocument[],
  size: number,
  open: { mock: { results: { value: unknown }[] } },
): AsyncIterable<SearchDocument[]> {
  yield docs.slice(0, size);
  await open.mock.results[0]?.value;
  yield* inBatches(docs.slice(size), size);
}

/** Every stored column of the table's documents, the tsvector as text, by id. */
async function storedRows(t: { db: Knex }, table: string) {
  const result = await t.db.raw<{ rows: Record<string, unknown>[] }>(
    `select id, country, state, club_id, club_functions, lat, lon, earth::text as earth, created_at, title,
            keywords, body, tsv::text as tsv, card
       from ${table} order by id`,
  );
  return result.rows;
}

/** Texts with what German analysis has to get right: umlauts, ß, feminine forms, hyphens, numbers, quotes. */
function variedJobs(count: number): SearchDocument[] {
  const titles = ['Schiedsrichterin', 'Trainerin U-19', 'Physiotherapeutin', 'Zeugwart/-in', 'Torhüter'];
  const bodies = [
    'Wir suchen eine Trainerin für die Straße 12a in Zürich – "jederzeit" möglich!',
    "Grün-Weiß e.V. sucht Ärztinnen & Betreuer (m/w/d), 2. Liga, O'Neill-Platz.",
    'Ausbildung zur Schiedsrichterin; Spesen CHF 80.–; Genève, Neuchâtel, Sankt Gallen.',
  ];
  return Array.from({ length: count }, (_, i) =>
    jobDoc(`job-${String(i).padStart(4, '0')}`, {
      title: `${titles[i % titles.length]} ${i}`,
      keywords: `Trainer Junioren ${i % 7 === 0 ? 'Bündner Oberland' : 'Aargau'}`,
      body: bodies[i % bodies.length] ?? '',
      location: i % 3 === 0 ? null : { lat: 47 + i / 1000, lon: 8 + i / 1000 },
      clubFunctions: i % 2 ? ['TRAINER', 'SCHIEDSRICHTER'] : [],
    }),
  );
}

/**
 * Rebuilds on PGlite run every statement on one thread, some of them with a second PGlite starting on
 * another: a minute or more when the machine runs at half speed beside the suite's other files.
 */
const REBUILD_TEST_TIMEOUT_MS = 240_000;

for (const kind of testDatabaseKinds()) {
  describe(`pg search rebuild on ${kind}`, { timeout: REBUILD_TEST_TIMEOUT_MS }, () => {
    it('builds the secondary indexes after loading and swaps in the same index set under the same names', async () => {
      const t = await openTestDatabase(kind);
      try {
        const before = await indexesOf(t, 'search_jobs');
        expect(before.length).toBeGreaterThan(5);
        const engine = new PgSearchEngine(t.db);
        const docs = Array.from({ length: 30 }, (_, i) => jobDoc(`job-${i}`, { title: `Trainer ${i}` }));
        for (let round = 0; round < 2; round += 1) {
          const report = await engine.rebuild('jobs', once(docs), { expectedDocuments: docs.length });
          expect(report).toEqual({ kind: 'jobs', documents: 30, swapped: true });
          expect(await indexesOf(t, 'search_jobs')).toEqual(before);
        }
        expect((await engine.query(query({ text: 'Trainer' }))).total).toBe(30);
      } finally {
        await t.close();
      }
    });

    it('stores the same documents through a rebuild in batches as through upserts, one at a time and in a long list', async () => {
      const t = await openTestDatabase(kind);
      const open = vi.spyOn(TextAnalysisThread, 'open');
      const analyse = vi.spyOn(TextAnalysisThread.prototype, 'analyse');
      try {
        const docs = variedJobs(1_200);
        // On PGlite the rebuild analyses the texts on a second thread once it has started, in the
        // database before; the documents must not differ.
        const engine = new PgSearchEngine(t.db, { analysisThreadFrom: 0 });
        const report = await engine.rebuild('jobs', aroundThreadStart(docs, 450, open), {
          expectedDocuments: docs.length,
        });
        expect(report).toEqual({ kind: 'jobs', documents: 1_200, swapped: true });
        const thread = await open.mock.results[0]?.value;
        expect(thread instanceof TextAnalysisThread).toBe(kind === 'pglite');
        // The sample texts it is checked on, then the pieces of the two batches after it started.
        if (kind === 'pglite') expect(analyse.mock.calls.length).toBeGreaterThan(1);
        else expect(analyse).not.toHaveBeenCalled();
        const rebuilt = await storedRows(t, 'search_jobs');
        expect(rebuilt).toHaveLength(1_200);

        await t.db.raw('truncate search_jobs');
        for (const doc of docs.slice(0, 60)) await engine.upsert([doc]);
        await engine.upsert(docs.slice(60));
        const upserted = await storedRows(t, 'search_jobs');
        expect(upserted).toEqual(rebuilt);
        const referees = docs.filter((d) => /Schiedsrichter/.test(`${d.title} ${d.body}`)).length;
        expect(referees).toBe(560);
        expect((await engine.query(query({ text: 'Schiedsrichter' }))).total).toBe(referees);
      } finally {
        analyse.mockRestore();
        open.mockRestore();
        await t.close();
      }
    });

    it('keeps the index as it was when the text analysis fails', async () => {
      const t = await openTestDatabase(kind);
      // The thread passes its check on the sample texts when it starts, then fails.
      const { analyse: real } = TextAnalysisThread.prototype;
      const analyse = vi
        .spyOn(TextAnalysisThread.prototype, 'analyse')
        .mockImplementationOnce(function (this: TextAnalysisThread, texts) {
          return real.call(this, texts);
        })
        .mockRejectedValue(new Error('Text analysis failed: out of memory'));
      const open = vi.spyOn(TextAnalysisThread, 'open');
      try {
        const engine = new PgSearchEngine(t.db, { analysisThreadFrom: 0 });
        await engine.upsert([jobDoc('keep')]);
        const rebuilding = engine.rebuild('jobs', aroundThreadStart(variedJobs(600), 300, open), {
          expectedDocuments: 600,
        });
        if (kind === 'pglite') {
          await expect(rebuilding).rejects.toThrow('Text analysis failed: out of memory');
          expect(analyse).toHaveBeenCalled();
        } else {
          expect((await rebuilding).documents).toBe(600);
          return;
        }
        expect((await storedRows(t, 'search_jobs')).map((r) => r.id)).toEqual(['keep']);
        expect(await tableExists(t.db, rebuildTableOf('jobs'))).toBe(false);
      } finally {
        analyse.mockRestore();
        open.mockRestore();
        await t.close();
      }
    });

    it('runs one rebuild of a kind at a time: another is refused, and a removal made meanwhile stays', async () => {
      const t = await openTestDatabase(kind);
      // A second pool stands for another process (an operator's command beside a scheduled one).
      const other = kind === 'postgres' ? createKnex(t.target) : null;
      try {
        const engine = new PgSearchEngine(t.db);
        const docs = Array.from({ length: 6 }, (_, i) => jobDoc(`job-${i}`, { title: `Trainer ${i}` }));
        const first = held(docs.slice(0, 3), docs.slice(3));
        const running = engine.rebuild('jobs', first.batches, { expectedDocuments: 6 });
        await vi.waitFor(async () => expect(await tableExists(t.db, rebuildTableOf('jobs'))).toBe(true));
        // The second document's account is locked meanwhile: the indexer removes it.
        await engine.remove('jobs', ['job-1']);
        const again = engine.rebuild('jobs', once(docs), { expectedDocuments: 6 });
        await expect(again).rejects.toBeInstanceOf(RebuildRunningError);
        await expect(again).rejects.toThrow('Angebote: ein anderer Neuaufbau dieses Index läuft noch');
        if (other) {
          const elsewhere = new PgSearchEngine(other).rebuild('jobs', once(docs), { expectedDocuments: 6 });
          await expect(elsewhere).rejects.toBeInstanceOf(RebuildRunningError);
        }
        // Other kinds are not held up.
        const clubs = await engine.rebuild('clubs', once([]), { expectedDocuments: 0 });
        expect(clubs.swapped).toBe(true);
        first.release();
        expect(await running).toEqual({ kind: 'jobs', documents: 5, swapped: true });
        const ids = (await engine.query(query({ size: 10 }))).hits.map((h) => h.card.id);
        expect(ids).not.toContain('job-1');
        // Done, the kind can be rebuilt again, from this process and from the other.
        expect((await engine.rebuild('jobs', once(docs), { expectedDocuments: 6 })).swapped).toBe(true);
        if (other)
          expect(
            (await new PgSearchEngine(other).rebuild('jobs', once(docs), { expectedDocuments: 6 })).swapped,
          ).toBe(true);
      } finally {
        await other?.destroy();
        await t.close();
      }
    });

    it('leaves an indexer write to the live table when the copy was swapped in since the indexer saw it', async () => {
      const t = await openTestDatabase(kind);
      try {
        expect(await tableExists(t.db, rebuildTableOf('jobs'))).toBe(false);
        // Between the indexer's look for a running rebuild and its write, the rebuild renamed its copy.
        await upsertIntoRebuildTable(t.db, 'jobs', [jobDoc('job-1')]);
        await removeFromRebuildTable(t.db, 'jobs', { ids: ['job-1'] });
        await removeFromRebuildTable(t.db, 'jobs', { clubId: 'club-1' });
        expect(await tableExists(t.db, rebuildTableOf('jobs'))).toBe(false);
      } finally {
        await t.close();
      }
    });

    it('keeps the last of several writes of one document in one call', async () => {
      const t = await openTestDatabase(kind);
      try {
        const engine = new PgSearchEngine(t.db);
        await engine.upsert([
          jobDoc('job-1', { title: 'Platzwart' }),
          jobDoc('job-2', { title: 'Kassier' }),
          jobDoc('job-1', { title: 'Schiedsrichter' }),
        ]);
        const rows = await storedRows(t, 'search_jobs');
        expect(rows.map((r) => [r.id, r.title])).toEqual([
          ['job-1', 'schiedsrichter'],
          ['job-2', 'kassier'],
        ]);
        expect((await engine.query(query({ text: 'Platzwart' }))).total).toBe(0);
      } finally {
        await t.close();
      }
    });

    it('keeps the narrow row layout and the rank column through a rebuild, for documents written after it too', async () => {
      const t = await openTestDatabase(kind);
      try {
        const before = await layoutOf(t, 'search_jobs');
        expect(before.options).toContain('toast_tuple_target=128');
        expect(before.columns).toContainEqual({
          name: 'head_tsv',
          storage: 'm',
          generated: 's',
          statistics: -1,
        });
        // The long columns go out of the row uncompressed (migration 0011), and the tsvector gathers no
        // statistics (migration 0012).
        for (const name of ['keywords', 'body', 'tsv', 'card'])
          expect(before.columns).toContainEqual({
            name,
            storage: 'e',
            generated: '',
            statistics: name === 'tsv' ? 0 : -1,
          });
        const engine = new PgSearchEngine(t.db);
        await engine.rebuild('jobs', once([jobDoc('job-a', { title: 'Platzwart' })]), {
          expectedDocuments: 1,
        });
        expect(await layoutOf(t, 'search_jobs')).toEqual(before);

        // The rank reads head_tsv: title hits written after the rebuild still rank above a newer body hit,
        // and the title equal to the query comes first.
        await engine.upsert([
          jobDoc('job-title', { title: 'Platzwart Junioren' }),
          jobDoc('job-body', { title: 'Betreuer', body: 'Wir suchen auch einen Platzwart.' }),
        ]);
        const found = await engine.query(query({ text: 'Platzwart' }));
        expect(found.hits.map((h) => h.card.id)).toEqual(['job-a', 'job-title', 'job-body']);
      } finally {
        await t.close();
      }
    });
  });
}

describe(
  'pg search rebuild on pglite, while its text analysis thread starts',
  { timeout: REBUILD_TEST_TIMEOUT_MS },
  () => {
    it('goes on in the database and hands the texts to the thread once it has started', async () => {
      const t = await openTestDatabase('pglite');
      const open = vi.spyOn(TextAnalysisThread, 'open');
      const analyse = vi.spyOn(TextAnalysisThread.prototype, 'analyse');
      try {
        const docs = variedJobs(20_000);
        let started = false;
        // Batches that keep this thread busy as PGlite's own statements do, never waiting on anything, until
        // the thread is ready (or a minute has passed), then a few more.
        async function* busyUntilStarted(): AsyncIterable<SearchDocument[]> {
          void Promise.resolve(open.mock.results[0]?.value).then(() => (started = true));
          const deadline = Date.now() + 60_000;
          let next = 0;
          let after = 3;
          while (next < docs.length && after > 0 && Date.now() < deadline) {
            if (started) after -= 1;
            const busy = Date.now() + 20;
            while (Date.now() < busy);
            yield docs.slice(next, (next += 30));
          }
        }
        const engine = new PgSearchEngine(t.db, { analysisThreadFrom: 0 });
        const report = await engine.rebuild('jobs', busyUntilStarted(), { expectedDocuments: docs.length });
        expect(report.swapped).toBe(true);
        expect(started).toBe(true);
        // The sample texts it is checked on, then the last batches' pieces.
        expect(analyse.mock.calls.length).toBeGreaterThan(1);
        expect(report.documents).toBeLessThan(docs.length);
      } finally {
        analyse.mockRestore();
        open.mockRestore();
        await t.close();
      }
    });
  },
);
