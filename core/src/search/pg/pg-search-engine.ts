import { CLUB_FUNCTIONS, type ClubFunction } from '@anpfiff/schemas/catalogues/club-functions';
import { STATE_CODES, type StateCode } from '@anpfiff/schemas/catalogues/states';
import type { SearchDocument, SearchFacets, SearchResult } from '@anpfiff/schemas/search/search-document';
import { SEARCH_KINDS, type SearchKind, type SearchQuery } from '@anpfiff/schemas/search/search-query';
import type { Knex } from 'knex';
import { pgliteOf } from '../../db/create-knex';
import { eventLoopTurns } from '../../db/event-loop-turn';
import type { RebuildReport, SearchEngine } from '../search-engine';
import { type AnalyzedQuery, analyzeQuery, findsNothing, noFacets, nothingFound } from '../query-analysis';
import { countQuery, EARTH_SCALE, facetQuery, isNewestList, pageQuery, type Sql } from './pg-search-sql';
import {
  createRebuildTable,
  dropRebuildTable,
  fillRebuildTable,
  indexRebuildTable,
  rebuildTableOf,
  removeFromRebuildTable,
  swapInRebuildTable,
  upsertIntoRebuildTable,
} from './pg-search-rebuild-copy';
import {
  type PreparedDocuments,
  prepareDocuments,
  ROWS_PER_STATEMENT,
  SEARCH_TABLES,
  tableExists,
  writeDocuments,
} from './pg-search-tables';
import { asOnlyRebuild } from './pg-rebuild-lock';
import { TextAnalysisThread } from './text-analysis-thread';
import { applyWordDeltas, nearSpellingsQuery, wordDeltas } from './pg-search-words';

export class SearchTablesMissingError extends Error {
  constructor(table: string) {
    super(`Die Suchtabelle ${table} gibt es nicht: zuerst die Datenbank migrieren (die App einmal starten)`);
    this.name = 'SearchTablesMissingError';
  }
}

async function rows<T>(db: Knex, sql: Sql): Promise<T[]> {
  return (await db.raw<{ rows: T[] }>(sql.text, sql.bindings)).rows;
}

/** The folded titles of the rows `from` names (a table and its where clause). */
async function titlesOf(db: Knex, from: string, bindings: Knex.RawBinding[]): Promise<string[]> {
  return (await rows<{ title: string }>(db, { text: `select title from ${from}`, bindings })).map(
    (r) => r.title,
  );
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

export interface PgSearchEngineOptions {
  /**
   * From how many documents a rebuild on PGlite analyses the texts on a second thread
   * (text-analysis-thread.ts). On a server the database analyses them in a process of its own anyway.
   */
  analysisThreadFrom?: number;
}

const ANALYSIS_THREAD_FROM = 10_000;

/** A piece of a rebuild and, when a thread analyses the texts, its tsvectors to come. */
interface AnalysedPiece {
  prepared: PreparedDocuments;
  tsvectors: Promise<string[]> | undefined;
}

/** The kind's documents of each batch, prepared in pieces one statement writes. */
async function* piecesOf(
  kind: SearchKind,
  batches: AsyncIterable<SearchDocument[]>,
): AsyncIterable<PreparedDocuments> {
  for await (const batch of batches) {
    const ofKind = batch.filter((d) => d.kind === kind);
    for (let i = 0; i < ofKind.length; i += ROWS_PER_STATEMENT) {
      yield prepareDocuments(ofKind.slice(i, i + ROWS_PER_STATEMENT));
    }
  }
}

/**
 * The embedded search engine (DESIGN.md section 1): one Postgres table per kind with a weighted German
 * tsvector, trigram and earth-distance indexes, in the application's own database (PGlite or a server).
 */
export class PgSearchEngine implements SearchEngine {
  readonly kind = 'pg';

  constructor(
    private readonly db: Knex,
    private readonly options: PgSearchEngineOptions = {},
  ) {}

  async prepare(): Promise<void> {
    for (const kind of SEARCH_KINDS) {
      if (!(await tableExists(this.db, SEARCH_TABLES[kind])))
        throw new SearchTablesMissingError(SEARCH_TABLES[kind]);
    }
  }

  /**
   * Whether a rebuild runs: a change made during a rebuild must not be lost when the copy (read from the
   * source before the change) is renamed in. The copy is written first, so that a rename between the two
   * writes still finds the change in one of them.
   */
  private rebuildRuns(kind: SearchKind): Promise<boolean> {
    return tableExists(this.db, rebuildTableOf(kind));
  }

  /**
   * Writes the documents into the live table (and a rebuild's copy) and moves the title words' counts
   * along in the same transaction: a replayed upsert finds the same titles and changes nothing.
   */
  async upsert(documents: SearchDocument[]): Promise<void> {
    for (const [kind, docs] of byKind(documents)) {
      if (await this.rebuildRuns(kind)) await upsertIntoRebuildTable(this.db, kind, docs);
      const live = SEARCH_TABLES[kind];
      const ids = [docs.map((d) => d.id)];
      await this.db.transaction(async (trx) => {
        const before = await titlesOf(trx, `${live} where id = any(?::text[])`, ids);
        await writeDocuments(trx, live, docs);
        const after = await titlesOf(trx, `${live} where id = any(?::text[])`, ids);
        await applyWordDeltas(trx, kind, wordDeltas(before, after));
      });
    }
  }

  async remove(kind: SearchKind, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    if (await this.rebuildRuns(kind)) await removeFromRebuildTable(this.db, kind, { ids });
    await this.removeFromLive(kind, 'id = any(?::text[])', [ids]);
  }

  async removeByClub(kind: SearchKind, clubId: string): Promise<void> {
    if (await this.rebuildRuns(kind)) await removeFromRebuildTable(this.db, kind, { clubId });
    await this.removeFromLive(kind, 'club_id = ?', [clubId]);
  }

  /** Deletes from the live table, taking the titles' words along. */
  private async removeFromLive(kind: SearchKind, where: string, bindings: Knex.RawBinding[]): Promise<void> {
    const live = SEARCH_TABLES[kind];
    await this.db.transaction(async (trx) => {
      const titles = await titlesOf(trx, `${live} where ${where}`, bindings);
      await trx.raw(`delete from ${live} where ${where}`, bindings);
      await applyWordDeltas(trx, kind, wordDeltas(titles, []));
    });
  }

  /**
   * Strict first: every word by stem or prefix. When that finds nothing, the words no title spells so
   * take their nearest title spellings from the dictionary (pg-search-words.ts), and the search runs once
   * more; a word with none ends it there.
   */
  query(query: SearchQuery): Promise<SearchResult> {
    if (findsNothing(query.text)) return Promise.resolve(nothingFound());
    return this.strictThenNear(query, (analyzed) => this.queryWith(query, analyzed));
  }

  private async strictThenNear<R extends { total: number }>(
    query: SearchQuery,
    search: (analyzed: AnalyzedQuery) => Promise<R>,
  ): Promise<R> {
    const analyzed = analyzeQuery(query.text);
    const strict = await search(analyzed);
    if (strict.total > 0) return strict;
    const near = await nearSpellingsQuery(this.db, query.kind, analyzed);
    return near ? search(near) : strict;
  }

  private async queryWith(query: SearchQuery, analyzed: AnalyzedQuery): Promise<SearchResult> {
    const table = SEARCH_TABLES[query.kind];
    const page = rows<{
      id: string;
      card: Record<string, unknown>;
      lat: number | null;
      lon: number | null;
      distance: number | null;
      total?: number;
    }>(this.db, pageQuery(table, query, analyzed));
    // A newest-first page carries no total: it is counted apart, from the same index.
    const apart = isNewestList(query, analyzed)
      ? rows<{ count: number }>(this.db, countQuery(table, query, analyzed))
      : null;
    const [found, count] = await Promise.all([page, apart]);
    const hits = found.map(({ id, card, lat, lon, distance }) => ({
      id,
      card,
      ...(lat === null || lon === null ? {} : { location: { lat, lon } }),
      ...(distance === null ? {} : { distanceKm: Math.round(distance / EARTH_SCALE / 100) / 10 }),
    }));
    if (count) return { hits, total: count[0]?.count ?? 0 };
    if (found[0]?.total !== undefined) return { hits, total: found[0].total };
    // Past the last page no row carries the window count; ask for the total alone.
    if (query.page === 0) return { hits, total: 0 };
    const [counted] = await rows<{ count: number }>(this.db, countQuery(table, query, analyzed));
    return { hits, total: counted?.count ?? 0 };
  }

  /** The same strict-then-near-spellings rule as `query`, so the counts describe the list shown. */
  facets(query: SearchQuery): Promise<SearchFacets> {
    if (findsNothing(query.text)) return Promise.resolve(noFacets());
    return this.strictThenNear(query, (analyzed) => this.facetsWith(query, analyzed));
  }

  private async facetsWith(query: SearchQuery, analyzed: AnalyzedQuery): Promise<SearchFacets> {
    const counted = await rows<{ facet: 'total' | 'states' | 'clubFunctions'; value: string; count: number }>(
      this.db,
      facetQuery(SEARCH_TABLES[query.kind], query, analyzed),
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
    return asOnlyRebuild(this.db, kind, () => this.rebuildAlone(kind, batches, options));
  }

  private async rebuildAlone(
    kind: SearchKind,
    batches: AsyncIterable<SearchDocument[]>,
    options: { expectedDocuments: number; onProgress?: (done: number) => void },
  ): Promise<RebuildReport> {
    const next = await createRebuildTable(this.db, kind);
    const analysis = this.startAnalysisThread(options.expectedDocuments);
    try {
      let done = 0;
      const fill = async (piece: AnalysedPiece) => {
        await fillRebuildTable(this.db, kind, piece.prepared, await piece.tsvectors);
        done += piece.prepared.docs.length;
        options.onProgress?.(done);
      };
      // Each piece is written after the next one is read, so that the thread analyses one piece while
      // this one writes the piece before and reads the piece after.
      let previous: AnalysedPiece | undefined;
      const turn = eventLoopTurns();
      for await (const prepared of piecesOf(kind, batches)) {
        // Without a turn the thread's message that it is ready would wait for the end of the rebuild.
        await turn();
        const tsvectors = analysis.ready()?.analyse(prepared.analysable);
        // Awaited in `fill`; until then a failure must not count as unhandled.
        tsvectors?.catch(() => undefined);
        if (previous) await fill(previous);
        previous = { prepared, tsvectors };
      }
      if (previous) await fill(previous);
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
    } finally {
      await analysis.close();
    }
  }

  /**
   * A thread for the texts of an embedded rebuild large enough to repay its start, started without
   * waiting: it takes seconds to be ready (two alone, five beside a rebuild), and until then the database
   * analyses the pieces itself while the thread starts on the other core.
   */
  private startAnalysisThread(documents: number): {
    ready(): TextAnalysisThread | undefined;
    close(): Promise<void>;
  } {
    const from = this.options.analysisThreadFrom ?? ANALYSIS_THREAD_FROM;
    if (!pgliteOf(this.db) || documents < from) return { ready: () => undefined, close: async () => {} };
    let thread: TextAnalysisThread | undefined;
    // A thread that cannot start leaves the texts to the database, as one that analyses differently does.
    const opening = TextAnalysisThread.open(this.db).then(
      (opened) => (thread = opened),
      () => undefined,
    );
    return {
      ready: () => thread,
      close: async () => {
        await (await opening)?.close();
      },
    };
  }

  async close(): Promise<void> {
    // The database belongs to the caller, who closes it.
  }
}
