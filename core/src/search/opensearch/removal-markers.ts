import type { SearchDocument } from '@anpfiff/schemas/search/search-document';
import {
  type BulkOperation,
  BulkRefusedError,
  type DocVersion,
  refusedExcept,
  type SearchCluster,
} from './search-cluster';

/**
 * Removal markers keep a rebuild from bringing back what the indexer removed while it ran. The rebuild
 * writes a batch it read some time ago; the indexer, meanwhile, may have removed some of its documents
 * from the fresh index. So while a rebuild runs, the indexer first records each removal in a small index
 * beside the fresh one (`id:<id>`, or `club:<clubId>` for a club's documents), and only then deletes. The
 * rebuild first writes a batch and only then reads the batch's markers, deleting its own copies of the
 * marked documents. Either the marker came before the rebuild's read, which finds it, or the indexer's
 * delete came after the rebuild's write and removes that copy.
 */

/** Read by id only, which is real time: no refreshes, and no fields beyond the id. */
export const REMOVAL_MARKER_INDEX = {
  settings: { number_of_shards: 1, auto_expand_replicas: '0-1', refresh_interval: '-1' },
  mappings: { dynamic: 'strict', properties: {} },
} as const;

export function removalMarkerIndex(freshIndex: string): string {
  return `${freshIndex}-removed`;
}

export const idMarker = (id: string): string => `id:${id}`;
export const clubMarker = (clubId: string): string => `club:${clubId}`;

export function markerOperations(target: string, markers: string[]): BulkOperation[] {
  return markers.map((id) => ({ action: 'index', target, id, document: {} }));
}

/**
 * Deletes the rebuild's copies of the batch's documents that carry a marker. Each delete holds the
 * version the rebuild wrote, so a document the indexer has written again since (removed, then shown
 * again) keeps the indexer's copy: a version conflict here is no error.
 */
export async function dropRemoved(
  cluster: SearchCluster,
  index: { fresh: string; markers: string },
  docs: SearchDocument[],
  written: Map<string, DocVersion>,
): Promise<void> {
  const ours = docs.filter((doc) => written.has(doc.id));
  if (ours.length === 0) return;
  const clubIds = [...new Set(ours.flatMap((doc) => (doc.clubId ? [doc.clubId] : [])))];
  const lookups = [...ours.map((doc) => idMarker(doc.id)), ...clubIds.map(clubMarker)];
  const marked = new Set(await cluster.existingIds(index.markers, lookups));
  const isMarked = (doc: SearchDocument) =>
    marked.has(idMarker(doc.id)) || (!!doc.clubId && marked.has(clubMarker(doc.clubId)));
  const deletes = ours.filter(isMarked).map((doc): BulkOperation => ({
    action: 'delete',
    target: index.fresh,
    id: doc.id,
    ifVersion: written.get(doc.id),
  }));
  if (deletes.length === 0) return;
  const { refused } = await cluster.bulk(deletes, { refresh: false, requireAlias: false });
  const failed = refusedExcept(refused, 'version_conflict_engine_exception');
  if (failed.length > 0) throw new BulkRefusedError(index.fresh, failed);
}
