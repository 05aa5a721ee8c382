import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createKnex } from '@anpfiff/core/db/create-knex';
import { PgSearchEngine } from '@anpfiff/core/search/pg/pg-search-engine';
import { REBUILD_BATCH_SIZE, rebuildIndex } from '@anpfiff/indexer/rebuild';
import { DOCUMENT_SOURCES } from '@anpfiff/indexer/projections/visible-sources';
import type { SearchKind } from '@anpfiff/schemas/search/search-query';
import type { Knex } from 'knex';
import type { BenchFigure } from './bench-figure';
import { copyDataset, describeDataset, pgliteDataset, postgresDataset } from './support/bench-dataset';
import { type BenchOptions, benchOptions } from './support/bench-options';
import { databaseModes, type DatabaseMode } from './support/database-modes';
import { runIfMain } from './support/run-if-main';

/** Offers and clubs: the kinds with the longest texts, 110,000 documents of the large data set. */
const KINDS: readonly SearchKind[] = ['jobs', 'clubs'];

/** Reading and projecting the documents without writing them: what a rebuild cannot be faster than. */
async function readRate(db: Knex, kind: SearchKind): Promise<{ documents: number; seconds: number }> {
  const t0 = performance.now();
  let documents = 0;
  let afterId: string | undefined;
  for (;;) {
    const batch = await DOCUMENT_SOURCES[kind](db, { afterId, limit: REBUILD_BATCH_SIZE });
    documents += batch.length;
    afterId = batch.at(-1)?.id;
    if (batch.length < REBUILD_BATCH_SIZE) break;
  }
  return { documents, seconds: (performance.now() - t0) / 1000 };
}

interface Rebuilt {
  documents: number;
  seconds: number;
  read: { documents: number; seconds: number };
}

async function rebuildKinds(db: Knex): Promise<Rebuilt> {
  const engine = new PgSearchEngine(db);
  let read = { documents: 0, seconds: 0 };
  let documents = 0;
  let seconds = 0;
  for (const kind of KINDS) {
    const r = await readRate(db, kind);
    read = { documents: read.documents + r.documents, seconds: read.seconds + r.seconds };
    const t0 = performance.now();
    const report = await rebuildIndex(db, engine, kind);
    seconds += (performance.now() - t0) / 1000;
    if (!report.swapped) throw new Error(`the ${kind} rebuild did not swap`);
    documents += report.documents;
  }
  return { documents, seconds, read };
}

/** A scratch copy of the data set in the mode's database: the embedded files, or a server database. */
async function scratchDatabase(mode: DatabaseMode, options: BenchOptions) {
  if (mode === 'postgres') {
    const pg = await postgresDataset(options.scale);
    return { db: createKnex(pg.target), info: pg.info, remove: () => pg.drop() };
  }
  const cached = await pgliteDataset(options.scale);
  const copy = copyDataset(cached.dataDir);
  const db = createKnex({ kind: 'pglite', dataDir: path.join(copy.dataDir, 'db') });
  return { db, info: cached.info, remove: async () => copy.remove() };
}

const MODE_NAME: Record<DatabaseMode, string> = { pglite: 'embedded', postgres: 'PostgreSQL' };

/**
 * `npm run index -- rebuild` as the indexer runs it (rebuildIndex into a fresh table, then the swap), in
 * this process on a scratch copy of the data set, for offers and clubs: on PGlite, and on the PostgreSQL
 * server when TEST_DATABASE_URL names one.
 */
export async function run(options: BenchOptions = benchOptions()): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  for (const mode of databaseModes('rebuild bench')) {
    const scratch = await scratchDatabase(mode, options);
    try {
      const { documents, seconds, read } = await rebuildKinds(scratch.db);
      figures.push({
        name: `search index rebuild (${MODE_NAME[mode]})`,
        value: documents / seconds,
        unit: 'docs/s',
        reference: { name: 'reading + projecting alone', value: read.documents / read.seconds },
        goal: { op: '>=', value: 2_000 },
        measured: `rebuildIndex of ${KINDS.join(' and ')} (${documents} documents, ${seconds.toFixed(0)} s) on ${mode === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ${describeDataset(scratch.info)}`,
      });
    } finally {
      await scratch.db.destroy();
      await scratch.remove();
    }
  }
  return figures;
}

export default run;

await runIfMain(import.meta.url, run);
