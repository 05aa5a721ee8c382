import type { Dsl, Query, SearchBody } from './search-query-dsl';
import type { RawSearchResponse } from './search-response';

/** How a write becomes visible: at once (a refresh), at the next scheduled refresh, or whenever. */
export type RefreshPolicy = true | false | 'wait_for';

export type AliasAction =
  { add: { index: string; alias: string } } | { remove: { index: string; alias: string } };

/** One line pair of a bulk request; `index` replaces a document whole, as an upsert should. */
export type BulkOperation =
  | { action: 'index'; target: string; id: string; document: Dsl }
  | { action: 'delete'; target: string; id: string };

export interface BulkItemError {
  id: string;
  type: string;
  reason: string;
}

/**
 * The few cluster calls the search engine makes: the seam between the shared translation code and the
 * two official clients, whose request and response shapes differ slightly (`body` and `{body,
 * statusCode}` in OpenSearch's, top-level fields and plain bodies in Elasticsearch's).
 */
export interface SearchCluster {
  readonly product: 'opensearch' | 'elasticsearch';
  /** The indices an alias points to; none when the alias does not exist. */
  aliasIndices(alias: string): Promise<string[]>;
  /** Creates an index with settings, mappings and aliases; false when it exists already. */
  createIndex(
    index: string,
    definition: { settings: Dsl; mappings: Dsl; aliases: Record<string, Dsl> },
  ): Promise<boolean>;
  /** Deletes indices; ones that are gone already are fine. */
  deleteIndices(indices: string[]): Promise<void>;
  /** Applies all actions atomically: readers see the aliases before or after, never in between. */
  updateAliases(actions: AliasAction[]): Promise<void>;
  putSettings(index: string, settings: Dsl): Promise<void>;
  refresh(index: string): Promise<void>;
  /**
   * Runs the operations and returns the items the cluster refused. `requireAlias` makes a write to a
   * missing alias fail rather than create an index of that name with guessed mappings.
   */
  bulk(
    operations: BulkOperation[],
    options: { refresh: RefreshPolicy; requireAlias: boolean },
  ): Promise<BulkItemError[]>;
  deleteByQuery(index: string, query: Query, refresh: boolean): Promise<void>;
  search(index: string, body: SearchBody): Promise<RawSearchResponse>;
  count(index: string): Promise<number>;
  close(): Promise<void>;
}

/** The bulk request lines both clients take: an action line, then the document for `index`. */
export function bulkLines(operations: BulkOperation[]): Dsl[] {
  return operations.flatMap((op): Dsl[] =>
    op.action === 'index'
      ? [{ index: { _index: op.target, _id: op.id } }, op.document]
      : [{ delete: { _index: op.target, _id: op.id } }],
  );
}

interface RawBulkResponse {
  errors?: boolean;
  items?: Record<string, { _id?: string; error?: { type?: string; reason?: string } }>[];
}

/** The refused items of a bulk response; a delete of a missing document is no error. */
export function bulkErrors(response: RawBulkResponse): BulkItemError[] {
  if (!response.errors) return [];
  return (response.items ?? []).flatMap((item) =>
    Object.values(item)
      .filter((result) => result.error)
      .map((result) => ({
        id: result._id ?? '',
        type: result.error?.type ?? 'unknown',
        reason: result.error?.reason ?? '',
      })),
  );
}

/** The error type a cluster answered with (`resource_already_exists_exception`...), from either client. */
export function clusterErrorType(error: unknown): string | undefined {
  const body = (error as { body?: { error?: { type?: unknown } } } | null)?.body;
  const type = body?.error?.type;
  return typeof type === 'string' ? type : undefined;
}

/** Refused bulk items as one error, naming the first few ids and reasons (never a document's content). */
export class BulkRefusedError extends Error {
  constructor(
    readonly target: string,
    readonly items: BulkItemError[],
  ) {
    const sample = items
      .slice(0, 3)
      .map((i) => `${i.id}: ${i.type} ${i.reason}`)
      .join('; ');
    super(`The search cluster refused ${items.length} document(s) in ${target} (${sample})`);
    this.name = 'BulkRefusedError';
  }
}
