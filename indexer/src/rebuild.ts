import type { RebuildReport, SearchEngine } from '@anpfiff/core/search/search-engine';
import type { SearchDocument } from '@anpfiff/schemas/search/search-document';
import type { SearchKind } from '@anpfiff/schemas/search/search-query';
import type { Knex } from 'knex';
import { countVisible, DOCUMENT_SOURCES } from './projections/visible-sources';

/** Rows read and projected per step; keeps memory flat however large the source is. */
export const REBUILD_BATCH_SIZE = 500;

export type RebuildProgress = (done: number, expected: number) => void;

/**
 * The kind's documents in id order, one keyset page at a time (no cursor: PGlite has one connection). An
 * abort ends the reading with an error, so that the engine drops its copy and keeps the old index.
 */
async function* documentBatches(
  db: Knex,
  kind: SearchKind,
  signal?: AbortSignal,
): AsyncIterable<SearchDocument[]> {
  let afterId: string | undefined;
  for (;;) {
    signal?.throwIfAborted();
    const batch = await DOCUMENT_SOURCES[kind](db, { afterId, limit: REBUILD_BATCH_SIZE });
    if (batch.length === 0) return;
    yield batch;
    // Asked for more: the engine has not swapped anything in yet, even after the last batch.
    signal?.throwIfAborted();
    afterId = batch[batch.length - 1]?.id;
    if (batch.length < REBUILD_BATCH_SIZE) return;
  }
}

/**
 * Rebuilds one kind from the database. The engine refuses to swap in an empty index while the source
 * counted rows, so a broken projection cannot wipe search.
 */
export async function rebuildIndex(
  db: Knex,
  engine: SearchEngine,
  kind: SearchKind,
  onProgress?: RebuildProgress,
  signal?: AbortSignal,
): Promise<RebuildReport> {
  const expected = await countVisible(db, kind);
  onProgress?.(0, expected);
  return engine.rebuild(kind, documentBatches(db, kind, signal), {
    expectedDocuments: expected,
    onProgress: (done) => onProgress?.(done, expected),
  });
}
