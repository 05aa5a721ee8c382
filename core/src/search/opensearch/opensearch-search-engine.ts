import { randomBytes } from 'node:crypto';
import type { SearchDocument, SearchFacets, SearchResult } from '@anpfiff/schemas/search/search-document';
import { SEARCH_KINDS, type SearchKind, type SearchQuery } from '@anpfiff/schemas/search/search-query';
import { indexableText } from '../german-text';
import type { RebuildReport, SearchEngine } from '../search-engine';
import {
  clubMarker,
  dropRemoved,
  idMarker,
  markerOperations,
  REMOVAL_MARKER_INDEX,
  removalMarkerIndex,
} from './removal-markers';
import {
  type BulkOperation,
  BulkRefusedError,
  clusterErrorType,
  type RefreshPolicy,
  refusedExcept,
  type SearchCluster,
} from './search-cluster';
import {
  INDEX_MAPPINGS,
  INDEX_SETTINGS,
  isValidIndexPrefix,
  type KindIndexNames,
  kindIndexNames,
} from './search-index-mappings';
import {
  type AnalyzedQuery,
  analyzeQuery,
  findsNothing,
  nearSpellingWords,
  noFacets,
  nothingFound,
  withNearSpellings,
} from '../query-analysis';
import { type Dsl, facetsRequest, pageRequest, titleSpellingsRequest } from './search-query-dsl';
import { facetsOf, searchResultOf, titleSpellingsOf } from './search-response';

export interface OpenSearchEngineOptions {
  /** Prefix of index and alias names (`anpfiff-jobs`), so that one cluster can serve several sites. */
  indexPrefix?: string;
  /**
   * When a write becomes searchable. The default leaves it to the cluster's refresh (within a second),
   * which keeps the indexer's writes cheap; `true` refreshes at once, for tests that read their writes.
   */
  refresh?: RefreshPolicy;
  /** Documents per bulk request. */
  bulkSize?: number;
}

export class IndexWithoutAliasError extends Error {
  constructor(index: string, alias: string) {
    super(
      `The search index ${index} exists but the alias ${alias} does not: point the alias at it or delete it`,
    );
    this.name = 'IndexWithoutAliasError';
  }
}

/** What the cluster stores: the searchable fields folded as the pg adapter folds them, and the card. */
export function indexDocument(doc: SearchDocument): Dsl {
  return {
    id: doc.id,
    country: doc.country,
    state: doc.state,
    clubId: doc.clubId ?? null,
    clubFunctions: doc.clubFunctions,
    location: doc.location ? { lat: doc.location.lat, lon: doc.location.lon } : null,
    createdAt: doc.createdAt,
    title: indexableText(doc.title),
    keywords: indexableText(doc.keywords),
    body: indexableText(doc.body),
    card: doc.card,
  };
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** The alias of a rebuild that has just finished is gone; the write went to the live index as well. */
function isGone(error: unknown): boolean {
  return clusterErrorType(error) === 'index_not_found_exception';
}

/**
 * The distributed search engine (DESIGN.md section 1) on OpenSearch or Elasticsearch: one index per kind
 * behind an alias, with the mappings of search-index-mappings.ts and the queries of search-query-dsl.ts.
 */
export class OpenSearchSearchEngine implements SearchEngine {
  readonly kind: 'opensearch' | 'elasticsearch';
  private readonly names: Record<SearchKind, KindIndexNames>;
  private readonly refresh: RefreshPolicy;
  private readonly bulkSize: number;

  constructor(
    private readonly cluster: SearchCluster,
    options: OpenSearchEngineOptions = {},
  ) {
    this.kind = cluster.product;
    const prefix = options.indexPrefix ?? 'anpfiff';
    if (!isValidIndexPrefix(prefix)) throw new Error(`Invalid search index prefix: ${prefix}`);
    this.names = Object.fromEntries(SEARCH_KINDS.map((k) => [k, kindIndexNames(prefix, k)])) as Record<
      SearchKind,
      KindIndexNames
    >;
    this.refresh = options.refresh ?? false;
    this.bulkSize = options.bulkSize ?? 500;
  }

  async prepare(): Promise<void> {
    for (const kind of SEARCH_KINDS) {
      const { alias, initialIndex } = this.names[kind];
      if ((await this.cluster.aliasIndices(alias)).length > 0) continue;
      // A fixed name: two processes starting on an empty cluster create one index, not two behind the alias.
      await this.cluster.createIndex(initialIndex, {
        settings: INDEX_SETTINGS,
        mappings: INDEX_MAPPINGS,
        aliases: { [alias]: {} },
      });
      if ((await this.cluster.aliasIndices(alias)).length === 0)
        throw new IndexWithoutAliasError(initialIndex, alias);
    }
  }

  private async isRebuilding(kind: SearchKind): Promise<boolean> {
    return (await this.cluster.aliasIndices(this.names[kind].rebuildAlias)).length > 0;
  }

  /** Writes to an alias of a running rebuild; one that has gone (the rebuild just finished) is fine. */
  private async writeToRebuild(target: string, operations: BulkOperation[]): Promise<void> {
    for (const ops of chunks(operations, this.bulkSize)) {
      const { refused } = await this.cluster.bulk(ops, { refresh: false, requireAlias: true });
      const failed = refusedExcept(refused, 'index_not_found_exception');
      if (failed.length > 0) throw new BulkRefusedError(target, failed);
    }
  }

  /**
   * Runs the operations on the live alias and, while a rebuild runs, on its fresh index first: a change
   * made during a rebuild must not be lost when the index (filled from the source before the change) is
   * swapped in. The fresh index goes first so that a swap in between still finds the change in one of them.
   * Removal markers go before both (removal-markers.ts).
   */
  private async write(
    kind: SearchKind,
    operationsFor: (target: string) => BulkOperation[],
    removalMarkers: string[] = [],
  ): Promise<void> {
    const { alias, rebuildAlias, removedAlias } = this.names[kind];
    if (await this.isRebuilding(kind)) {
      await this.writeToRebuild(removedAlias, markerOperations(removedAlias, removalMarkers));
      await this.writeToRebuild(rebuildAlias, operationsFor(rebuildAlias));
    }
    for (const ops of chunks(operationsFor(alias), this.bulkSize)) {
      const { refused } = await this.cluster.bulk(ops, { refresh: this.refresh, requireAlias: true });
      if (refused.length > 0) throw new BulkRefusedError(alias, refused);
    }
  }

  async upsert(documents: SearchDocument[]): Promise<void> {
    for (const kind of SEARCH_KINDS) {
      const docs = documents.filter((d) => d.kind === kind);
      if (docs.length === 0) continue;
      await this.write(kind, (target) =>
        docs.map((doc) => ({ action: 'index', target, id: doc.id, document: indexDocument(doc) })),
      );
    }
  }

  async remove(kind: SearchKind, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.write(
      kind,
      (target) => ids.map((id) => ({ action: 'delete', target, id })),
      ids.map(idMarker),
    );
  }

  async removeByClub(kind: SearchKind, clubId: string): Promise<void> {
    const { alias, rebuildAlias, removedAlias } = this.names[kind];
    const query = { term: { clubId } };
    if (await this.isRebuilding(kind)) {
      await this.writeToRebuild(removedAlias, markerOperations(removedAlias, [clubMarker(clubId)]));
      // Delete-by-query deletes what a search finds, and the fresh index loads with refreshes off: only a
      // refresh shows it the documents the rebuild has written so far.
      await this.cluster
        .refresh(rebuildAlias)
        .then(() => this.cluster.deleteByQuery(rebuildAlias, query, false))
        .catch((error: unknown) => {
          if (!isGone(error)) throw error;
        });
    }
    // An offer written within the last second is not searchable yet, so delete-by-query would miss it.
    // delete-by-query knows no wait_for either: refresh after when writes are to be visible at once.
    await this.cluster.refresh(alias);
    await this.cluster.deleteByQuery(alias, query, this.refresh !== false);
  }

  /**
   * Strict first: every word by stem or prefix. When that finds nothing, the words no title spells so
   * take their nearest title spellings (`titleSpellingsRequest`), and the search runs once more; a word
   * with none ends it there. The pg adapter does the same, so both engines show the same list.
   */
  private async strictThenNear<R extends { total: number }>(
    query: SearchQuery,
    search: (analyzed: AnalyzedQuery) => Promise<R>,
  ): Promise<R> {
    const analyzed = analyzeQuery(query.text);
    const strict = await search(analyzed);
    if (strict.total > 0 || nearSpellingWords(analyzed).length === 0) return strict;
    const alias = this.names[query.kind].alias;
    const titles = titleSpellingsOf(
      await this.cluster.search(alias, titleSpellingsRequest(analyzed)),
      analyzed,
    );
    const near = withNearSpellings(analyzed, titles);
    return near ? search(near) : strict;
  }

  query(query: SearchQuery): Promise<SearchResult> {
    if (findsNothing(query.text)) return Promise.resolve(nothingFound());
    const alias = this.names[query.kind].alias;
    return this.strictThenNear(query, async (analyzed) =>
      searchResultOf(await this.cluster.search(alias, pageRequest(query, analyzed)), query),
    );
  }

  /** The same strict-then-near rule as `query`, so the counts describe the list shown. */
  facets(query: SearchQuery): Promise<SearchFacets> {
    if (findsNothing(query.text)) return Promise.resolve(noFacets());
    const alias = this.names[query.kind].alias;
    return this.strictThenNear(query, async (analyzed) =>
      facetsOf(await this.cluster.search(alias, facetsRequest(query, analyzed))),
    );
  }

  async count(kind: SearchKind): Promise<number> {
    return this.cluster.count(this.names[kind].alias);
  }

  /**
   * Creates the rebuild's fresh index (refreshes off while it loads) and its removal markers, the markers
   * first: a process that finds the rebuild's alias then finds the markers' alias as well.
   */
  private async createRebuildIndices(kind: SearchKind, fresh: string, markers: string): Promise<void> {
    const { rebuildAlias, removedAlias } = this.names[kind];
    await this.cluster.createIndex(markers, { ...REMOVAL_MARKER_INDEX, aliases: { [removedAlias]: {} } });
    await this.cluster.createIndex(fresh, {
      settings: { ...INDEX_SETTINGS, refresh_interval: '-1' },
      mappings: INDEX_MAPPINGS,
      aliases: { [rebuildAlias]: {} },
    });
  }

  /**
   * Writes a batch into the fresh index where the indexer has not written the documents yet (`create`):
   * the indexer's copy reflects state at least as new as the batch read earlier. Then drops the batch's
   * documents the indexer has removed meanwhile (removal-markers.ts).
   */
  private async load(index: { fresh: string; markers: string }, docs: SearchDocument[]): Promise<void> {
    const ops = docs.map((doc): BulkOperation => ({
      action: 'create',
      target: index.fresh,
      id: doc.id,
      document: indexDocument(doc),
    }));
    const { refused, written } = await this.cluster.bulk(ops, { refresh: false, requireAlias: false });
    const failed = refusedExcept(refused, 'version_conflict_engine_exception');
    if (failed.length > 0) throw new BulkRefusedError(index.fresh, failed);
    await dropRemoved(this.cluster, index, docs, written);
  }

  /**
   * Fills a fresh timestamped index, then points the alias at it in one atomic alias update and deletes
   * the old index. A batch the cluster refuses in part aborts the rebuild: an index with fewer documents
   * than the source is never swapped in, nor an empty one while the source has rows.
   */
  async rebuild(
    kind: SearchKind,
    batches: AsyncIterable<SearchDocument[]>,
    options: { expectedDocuments: number; onProgress?: (done: number) => void },
  ): Promise<RebuildReport> {
    const { alias, rebuildAlias, removedAlias, freshIndex } = this.names[kind];
    // Indices left behind by a rebuild that crashed are stale; one rebuild per kind runs at a time.
    await this.cluster.deleteIndices([
      ...(await this.cluster.aliasIndices(rebuildAlias)),
      ...(await this.cluster.aliasIndices(removedAlias)),
    ]);
    const fresh = `${freshIndex(new Date())}-${randomBytes(2).toString('hex')}`;
    const index = { fresh, markers: removalMarkerIndex(fresh) };
    try {
      await this.createRebuildIndices(kind, index.fresh, index.markers);
      let done = 0;
      for await (const batch of batches) {
        const ofKind = batch.filter((d) => d.kind === kind);
        for (const docs of chunks(ofKind, this.bulkSize)) await this.load(index, docs);
        done += ofKind.length;
        options.onProgress?.(done);
      }
      await this.cluster.putSettings(fresh, { index: { refresh_interval: null } });
      await this.cluster.refresh(fresh);
      // Upserts made while the rebuild ran went into the fresh index as well; count what it holds now.
      const documents = await this.cluster.count(fresh);
      if (documents === 0 && options.expectedDocuments > 0) {
        await this.cluster.deleteIndices([fresh, index.markers]);
        return { kind, documents: 0, swapped: false };
      }
      const old = (await this.cluster.aliasIndices(alias)).filter((i) => i !== fresh);
      await this.cluster.updateAliases([
        ...old.map((i) => ({ remove: { index: i, alias } })),
        { add: { index: fresh, alias } },
        { remove: { index: fresh, alias: rebuildAlias } },
      ]);
      await this.cluster.deleteIndices([...old, index.markers]);
      return { kind, documents, swapped: true };
    } catch (error) {
      await this.cluster.deleteIndices([fresh, index.markers]).catch(() => undefined);
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.cluster.close();
  }
}
