import type { SearchDocument, SearchFacets, SearchResult } from '@anpfiff/schemas/search/search-document';
import type { SearchKind, SearchQuery } from '@anpfiff/schemas/search/search-query';

export interface RebuildReport {
  kind: SearchKind;
  documents: number;
  /** false when the rebuild was refused (e.g. the source delivered nothing while the old index has documents). */
  swapped: boolean;
}

const KIND_NAMES: Record<SearchKind, string> = { clubs: 'Vereine', jobs: 'Angebote', people: 'Personen' };

/**
 * A rebuild of a kind that another rebuild of it is still running: refused, not queued. Two at once wrote
 * into one copy, and the first could swap in the second's rows without the removals made meanwhile (a
 * locked person back in the search).
 */
export class RebuildRunningError extends Error {
  constructor(readonly searchKind: SearchKind) {
    super(`${KIND_NAMES[searchKind]}: ein anderer Neuaufbau dieses Index läuft noch; danach erneut starten`);
    this.name = 'RebuildRunningError';
  }
}

/**
 * The search engine port (DESIGN.md sections 2 and 4): the embedded adapter keeps Postgres full-text
 * tables, the distributed one OpenSearch indices. Both translate the same domain query.
 */
export interface SearchEngine {
  readonly kind: 'pg' | 'opensearch' | 'elasticsearch';
  /** Creates what the adapter needs (tables, indices, aliases); safe to call at every start. */
  prepare(): Promise<void>;
  /** Inserts or replaces documents by kind and id. */
  upsert(documents: SearchDocument[]): Promise<void>;
  remove(kind: SearchKind, ids: string[]): Promise<void>;
  /** Removes every document of the kind whose `clubId` is the club's (the offers of a deleted club). */
  removeByClub(kind: SearchKind, clubId: string): Promise<void>;
  /**
   * One page of cards. Text matches rank by weight (title, then keywords, then body) and closeness of the
   * title's spelling; without text the newest come first, or with `near` the closest.
   */
  query(query: SearchQuery): Promise<SearchResult>;
  /**
   * Counts per state and per function for the same query. Each facet ignores its own filter (but not the
   * others), so a multi-select shows what choosing one more value would add; `total` applies them all.
   */
  facets(query: SearchQuery): Promise<SearchFacets>;
  count(kind: SearchKind): Promise<number>;
  /**
   * Rebuilds one kind from scratch into a fresh table or index and swaps it in at the end. Never swaps
   * in an empty index while the source has rows: `expectedDocuments` is the source's count. The embedded
   * adapter runs one rebuild per kind at a time and refuses another with RebuildRunningError.
   */
  rebuild(
    kind: SearchKind,
    batches: AsyncIterable<SearchDocument[]>,
    options: { expectedDocuments: number; onProgress?: (done: number) => void },
  ): Promise<RebuildReport>;
  close(): Promise<void>;
}
