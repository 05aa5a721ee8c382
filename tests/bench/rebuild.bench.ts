import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createKnex } from '@anpfiff/core/db/create-knex';
import { PgSearchEngine } from '@anpfiff/core/search/pg/pg-search-engine';
import { REBUILD_BATCH_SIZE, rebuildIndex } from '@anpfiff/indexer/rebuild';
import { DOCUMENT_SOURCES } from '@anpfiff/indexer/projections/visible-sources';
import type { SearchKind } from '@anpfiff/schemas/search/search-query';
import type { Knex } from 'knex';
import type { BenchFigure } from './bench-figure';
import { copyDataset, describeDataset, pgliteDataset } from './support/bench-dataset';
import { type BenchOptions, benchOptions } from './support/bench-options';
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

/**
 * `npm run index -- rebuild` as the indexer runs it (rebuildIndex into a fresh table, then the swap), in
 * this process on a scratch copy of the embedded data set, for offers and clubs.
 */
export async function run(options: BenchOptions = benchOptions()): Promise<BenchFigure[]> {
  const cached = await pgliteDataset(options.scale);
  const copy = copyDataset(cached.dataDir);
  const db = createKnex({ kind: 'pglite', dataDir: path.join(copy.dataDir, 'db') });
  try {
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
    return [
      {
        name: 'search index rebuild (embedded)',
        value: documents / seconds,
        unit: 'docs/s',
        reference: { name: 'reading + projecting alone', value: read.documents / read.seconds },
        goal: { op: '>=', value: 2_000 },
        measured: `rebuildIndex of ${KINDS.join(' and ')} (${documents} documents, ${seconds.toFixed(0)} s) on PGlite, ${describeDataset(cached.info)}`,
      },
    ];
  } finally {
    await db.destroy();
    copy.remove();
  }
}

export default run;

await runIfMain(import.meta.url, run);
