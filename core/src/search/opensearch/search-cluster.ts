import type { Dsl, Query, SearchBody } from './search-query-dsl';
import type { RawSearchResponse } from './search-response';

/** How a write becomes visible: at once (a refresh), at the next scheduled refresh, or whenever. */
export type RefreshPolicy = true | false | 'wait_for';

export type AliasAction =
  { add: { index: string; alias: string } } | { remove: { index: string; alias: string } };

/**
 * Where a write left a document in its index's history. A delete given it fails with a version conflict
 * once another write has replaced the document, so it removes that write's copy and no newer one.
 */
export interface DocVersion {
  seqNo: number;
  primaryTerm: number;
}

/**
 * One line pair of a bulk request: `index` replaces a document whole, as an upsert should; `create`
 * writes it only where the id is absent (a version conflict otherwise).
 */
export type BulkOperation =
  | { action: 'index' | 'create'; target: string; id: string; document: Dsl }
  | { action: 'delete'; target: string; id: string; ifVersion?: DocVersion };

export interface BulkItemError {
  id: string;
  type: string;
  reason: string;
}

export interface BulkResult {
  /** The items the cluster refused. */
  refused: BulkItemError[];
  /** The documents `index` and `create` wrote, by id, with the version each write made. */
  written: Map<string, DocVersion>;
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
   * Runs the operations and returns the items the cluster refused and the versions it wrote.
   * `requireAlias` makes a write to a missing alias fail rather than create an index of that name with
   * guessed mappings.
   */
  bulk(
    operations: BulkOperation[],
    options: { refresh: RefreshPolicy; requireAlias: boolean },
  ): Promise<BulkResult>;
  /** Which of the ids an index holds, read by id in real time (no refresh needed); no sources. */
  existingIds(index: string, ids: string[]): Promise<string[]>;
  deleteByQuery(index: string, query: Query, refresh: boolean): Promise<void>;
  search(index: string, body: SearchBody): Promise<RawSearchResponse>;
  count(index: string): Promise<number>;
  close(): Promise<void>;
}

/** The bulk request lines both clients take: an action line, then the document for `index` and `create`. */
export function bulkLines(operations: BulkOperation[]): Dsl[] {
  return operations.flatMap((op): Dsl[] => {
    const meta = { _index: op.target, _id: op.id };
    if (op.action !== 'delete') return [{ [op.action]: meta }, op.document];
    const version = op.ifVersion;
    return version
      ? [{ delete: { ...meta, if_seq_no: version.seqNo, if_primary_term: version.primaryTerm } }]
      : [{ delete: meta }];
  });
}

interface RawBulkItem {
  _id?: string;
  _seq_no?: number;
  _primary_term?: number;
  error?: { type?: string; reason?: string };
}

interface RawBulkResponse {
  errors?: boolean;
  items?: Record<string, RawBulkItem>[];
}

/** The refused items and written versions of a bulk response; a delete of a missing document is no error. */
export function bulkResult(response: RawBulkResponse): BulkResult {
  const result: BulkResult = { refused: [], written: new Map() };
  for (const [action, item] of (response.items ?? []).flatMap((i) => Object.entries(i))) {
    if (item.error) {
      const { type = 'unknown', reason = '' } = item.error;
      result.refused.push({ id: item._id ?? '', type, reason });
    } else if (action !== 'delete' && item._id !== undefined) {
      const { _seq_no: seqNo, _primary_term: primaryTerm } = item;
      if (seqNo !== undefined && primaryTerm !== undefined)
        result.written.set(item._id, { seqNo, primaryTerm });
    }
  }
  return result;
}

interface RawMgetResponse {
  docs?: { _id?: string; found?: boolean; error?: { type?: string; reason?: string } }[];
}

/** The ids an mget found; an item the cluster could not read (a missing index) fails the call. */
export function foundIds(index: string, response: RawMgetResponse): string[] {
  const docs = response.docs ?? [];
  const failed = docs.find((doc) => doc.error);
  if (failed) {
    const { type = 'unknown', reason = '' } = failed.error ?? {};
    throw new Error(`The search cluster could not read ${index} (${type} ${reason})`);
  }
  return docs.flatMap((doc) => (doc.found && doc._id !== undefined ? [doc._id] : []));
}

/** The refused items but those of a type the caller expects and skips. */
export function refusedExcept(refused: BulkItemError[], expected: string): BulkItemError[] {
  return refused.filter((item) => item.type !== expected);
}

/** The error type a cluster answered with (`resource_already_exists_exception`...), from either client. */
export function clusterErrorType(error: unknown): string | undefined {
  const body = (error as { body?: { error?: { type?: unknown } } } | null)?.body;
  const type = body?.error?.type;
  return typeof type === 'string' ? type : undefined;
}

/**
 * What a cluster refuses for its own state, not the document's: a full write queue, an index blocked
 * read-only (a disk past its watermark), a shard not there. Such a refusal passes as the cluster does.
 */
const CLUSTER_SIDE_REFUSALS = new Set([
  'es_rejected_execution_exception',
  'cluster_block_exception',
  'unavailable_shards_exception',
]);

/** Refused bulk items as one error, naming the first few ids and reasons (never a document's content). */
export class BulkRefusedError extends Error {
  /** Every item was refused for the cluster's state: an outage to wait out (`isOutage`), not a bad event. */
  readonly transient: boolean;

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
    this.transient = items.length > 0 && items.every((i) => CLUSTER_SIDE_REFUSALS.has(i.type));
  }
}
