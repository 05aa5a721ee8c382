import { CLUB_FUNCTIONS, type ClubFunction } from '@anpfiff/schemas/catalogues/club-functions';
import { STATE_CODES, type StateCode } from '@anpfiff/schemas/catalogues/states';
import type { SearchDocument, SearchFacets, SearchResult } from '@anpfiff/schemas/search/search-document';
import { SEARCH_KINDS, type SearchKind, type SearchQuery } from '@anpfiff/schemas/search/search-query';
import type { Knex } from 'knex';
import type { RebuildReport, SearchEngine } from '../search-engine';
import {
  canMatchFuzzy,
  countQuery,
  facetQuery,
  isNewestList,
  type Matching,
  pageQuery,
  type Sql,
} from './pg-search-sql';
import {
  createRebuildTable,
  dropRebuildTable,
  indexRebuildTable,
  rebuildTableOf,
  SEARCH_TABLES,
  swapInRebuildTable,
  tableExists,
  writeDocuments,
} from './pg-search-tables';

export class SearchTablesMissingError extends Error {
  constructor(table: string) {
    super(`The search table ${table} does not exist: run the database migrations first`);
    this.name = 'SearchTablesMissingError';
  }
}

async function rows<T>(db: Knex, sql: Sql): Promise<T[]> {
  return (await db.raw<{ rows: T[] }>(sql.text, sql.bindings)).rows;
}

/** Counts keyed in the order the pickers show the values, so a client can list them as they come. */
function inCatalogueOrder<K extends string>(
  counted: { value: K; count: number }[],
  order: readonly K[],
): Partial<Record<K, number>> {
  const counts = new Map(counted.map((r) => [r.value, r.count]));
  return Object.fromEntries(order.filter((k) => counts.has(k)).map((k) => [k, counts.get(k)])) as Partial<
    Record<K, number>
  >;
}

function byKind(documents: readonly SearchDocument[]): Map<SearchKind, SearchDocument[]> {
  const groups = new Map<SearchKind, SearchDocument[]>();
  for (const doc of documents) {
    const group = groups.get(doc.kind) ?? [];
    group.push(doc);
    groups.set(doc.kind, group);
  }
  return groups;
}

/**
 * The embedded search engine (DESIGN.md section 1): one Postgres table per kind with a weighted German
 * tsvector, trigram and earth-distance indexes, in the application's own database (PGlite or a server).
 */
export class PgSearchEngine implements SearchEngine {
  readonly kind = 'pg';

  constructor(private readonly db: Knex) {}

  async prepare(): Promise<void> {
    for (const kind of SEARCH_KINDS) {
      if (!(await tableExists(this.db, SEARCH_TABLES[kind])))
        throw new SearchTablesMissingError(SEARCH_TABLES[kind]);
    }
  }

  /**
   * The live table, and the rebuild copy while a rebuild runs: a change made during a rebuild must not be
   * lost when the copy (read from the source before the change) is renamed in.
   */
  private async targets(kind: SearchKind): Promise<string[]> {
    const next = rebuildTableOf(kind);
    return (await tableExists(this.db, next)) ? [SEARCH_TABLES[kind], next] : [SEARCH_TABLES[kind]];
  }

  async upsert(documents: SearchDocument[]): Promise<void> {
    for (const [kind, docs] of byKind(documents)) {
      for (const table of await this.targets(kind)) await writeDocuments(this.db, table, docs);
    }
  }

  async remove(kind: SearchKind, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    for (const table of await this.targets(kind)) {
      await this.db.raw(`delete from ${table} where id in (${ids.map(() => '?').join(', ')})`, ids);
    }
  }

  async removeByClub(kind: SearchKind, clubId: string): Promise<void> {
    for (const table of await this.targets(kind)) {
      await this.db.raw(`delete from ${table} where club_id = ?`, [clubId]);
    }
  }

  /** Strict first; near spellings of titles only when that found nothing (see `Matching`). */
  async query(query: SearchQuery): Promise<SearchResult> {
    const strict = await this.queryMatching(query, 'strict');
    if (strict.total > 0 || !canMatchFuzzy(query.text)) return strict;
    return this.queryMatching(query, 'fuzzy');
  }

  private async queryMatching(query: SearchQuery, matching: Matching): Promise<SearchResult> {
    const table = SEARCH_TABLES[query.kind];
    const page = rows<{
      card: Record<string, unknown>;
      lat: number | null;
      lon: number | null;
      distance: number | null;
      total?: number;
    }>(this.db, pageQuery(table, query, matching));
    // A newest-first page carries no total: it is counted apart, from the same index.
    const apart = isNewestList(query)
      ? rows<{ count: number }>(this.db, countQuery(table, query, matching))
      : null;
    const [found, count] = await Promise.all([page, apart]);
    const hits = found.map(({ card, lat, lon, distance }) => ({
      card,
      ...(lat === null || lon === null ? {} : { location: { lat, lon } }),
      ...(distance === null ? {} : { distanceKm: Math.round(distance / 100) / 10 }),
    }));
    if (count) return { hits, total: count[0]?.count ?? 0 };
    if (found[0]?.total !== undefined) return { hits, total: found[0].total };
    // Past the last page no row carries the window count; ask for the total alone.
    if (query.page === 0) return { hits, total: 0 };
    const [counted] = await rows<{ count: number }>(this.db, countQuery(table, query, matching));
    return { hits, total: counted?.count ?? 0 };
  }

  /** The same strict-then-fuzzy rule as `query`, so the counts describe the list shown. */
  async facets(query: SearchQuery): Promise<SearchFacets> {
    const strict = await this.facetsMatching(query, 'strict');
    if (strict.total > 0 || !canMatchFuzzy(query.text)) return strict;
    return this.facetsMatching(query, 'fuzzy');
  }

  private async facetsMatching(query: SearchQuery, matching: Matching): Promise<SearchFacets> {
    const counted = await rows<{ facet: 'total' | 'states' | 'clubFunctions'; value: string; count: number }>(
      this.db,
      facetQuery(SEARCH_TABLES[query.kind], query, matching),
    );
    const of = <K extends string>(facet: string) =>
      counted.filter((r) => r.facet === facet) as unknown as { value: K; count: number }[];
    return {
      total: of('total')[0]?.count ?? 0,
      states: inCatalogueOrder(of<StateCode>('states'), STATE_CODES),
      clubFunctions: inCatalogueOrder(of<ClubFunction>('clubFunctions'), CLUB_FUNCTIONS),
    };
  }

  async count(kind: SearchKind): Promise<number> {
    const [row] = await rows<{ count: number }>(this.db, {
      text: `select count(*)::int as count from ${SEARCH_TABLES[kind]}`,
      bindings: [],
    });
    return row?.count ?? 0;
  }

  async rebuild(
    kind: SearchKind,
    batches: AsyncIterable<SearchDocument[]>,
    options: { expectedDocuments: number; onProgress?: (done: number) => void },
  ): Promise<RebuildReport> {
    const next = await createRebuildTable(this.db, kind);
    try {
      let done = 0;
      for await (const batch of batches) {
        const ofKind = batch.filter((d) => d.kind === kind);
        await writeDocuments(this.db, next, ofKind);
        done += ofKind.length;
        options.onProgress?.(done);
      }
      await indexRebuildTable(this.db, kind);
      // Upserts made while the rebuild ran went into the copy as well; count what it holds now.
      const documents = (
        await rows<{ count: number }>(this.db, {
          text: `select count(*)::int as count from ${next}`,
          bindings: [],
        })
      )[0]?.count;
      if (!documents && options.expectedDocuments > 0) {
        await dropRebuildTable(this.db, kind);
        return { kind, documents: 0, swapped: false };
      }
      await swapInRebuildTable(this.db, kind);
      return { kind, documents: documents ?? 0, swapped: true };
    } catch (error) {
      await dropRebuildTable(this.db, kind).catch(() => undefined);
      throw error;
    }
  }

  async close(): Promise<void> {
    // The database belongs to the caller, who closes it.
  }
}
