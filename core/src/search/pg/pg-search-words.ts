import type { SearchKind } from '@anpfiff/schemas/search/search-query';
import type { Knex } from 'knex';
import { isTypoOf } from '../edit-distance';
import {
  type AnalyzedQuery,
  NEAR_TITLE_SPELLINGS,
  nearSpellingWords,
  type TitleSpellings,
  withNearSpellings,
} from '../query-analysis';

/**
 * The dictionary of title words per kind (migration 0010): where a search that found nothing looks up
 * the near spellings of its words. Each word counts the live documents whose title carries it, kept in
 * the transaction that writes or deletes them, so a word leaves with its last document.
 */

/** Shorter words say nothing about spelling (every "fc" looks like every other). */
const MIN_WORD_LENGTH = 3;

/** pg_trgm's word similarity that makes a near spelling whatever its edits (its own `<%` threshold). */
const MIN_SIMILARITY = 0.6;

/**
 * The least word similarity of a candidate. One or two edits cost a short word most of its trigrams
 * ("Concrdia" is 0.58 from "Concordia", "Grenhcen" 0.44 from "Grenchen"), so below 0.6 the edits decide.
 */
const MIN_CANDIDATE_SIMILARITY = 0.3;

/** The distinct words of a folded title, as the migration splits them. */
export function titleWords(foldedTitle: string): Set<string> {
  return new Set(foldedTitle.split(' ').filter((w) => w.length >= MIN_WORD_LENGTH));
}

/** What documents going from `before` titles to `after` titles add to and take from each word's count. */
export function wordDeltas(before: readonly string[], after: readonly string[]): Map<string, number> {
  const deltas = new Map<string, number>();
  const add = (titles: readonly string[], sign: number) => {
    for (const title of titles)
      for (const word of titleWords(title)) deltas.set(word, (deltas.get(word) ?? 0) + sign);
  };
  add(before, -1);
  add(after, 1);
  for (const [word, delta] of deltas) if (delta === 0) deltas.delete(word);
  return deltas;
}

/**
 * Applies the deltas in word order, so two writers lock the words they share in the same order and
 * cannot deadlock, then drops the words no document carries any more.
 */
export async function applyWordDeltas(
  trx: Knex.Transaction,
  kind: SearchKind,
  deltas: Map<string, number>,
): Promise<void> {
  if (deltas.size === 0) return;
  const words = [...deltas.keys()].sort();
  await trx.raw(
    `insert into search_words (kind, word, docs)
     select ?, d.word, d.delta from unnest(?::text[], ?::int[]) as d(word, delta) order by d.word
     on conflict (kind, word) do update set docs = search_words.docs + excluded.docs`,
    [kind, words, words.map((w) => deltas.get(w) ?? 0)],
  );
  await trx.raw('delete from search_words where kind = ? and word = any(?::text[]) and docs <= 0', [
    kind,
    words,
  ]);
}

/**
 * Counts the kind's words anew from a table, e.g. the one a rebuild swaps in. Only what changed is
 * written: a rebuilt table mostly carries the same words, and rewriting every one of them in the trigram
 * index took most of the time.
 */
export async function recountWords(trx: Knex.Transaction, kind: SearchKind, table: string): Promise<void> {
  await trx.raw(
    `with fresh as materialized (
       select w.word, count(distinct t.id)::int as docs from ${table} t
        cross join lateral unnest(string_to_array(t.title, ' ')) as w(word)
        where length(w.word) >= ${MIN_WORD_LENGTH} group by w.word
     ), stale as (
       delete from search_words s where s.kind = ? and not exists (select 1 from fresh f where f.word = s.word)
     )
     insert into search_words (kind, word, docs) select ?, word, docs from fresh
     on conflict (kind, word) do update set docs = excluded.docs where search_words.docs <> excluded.docs`,
    [kind, kind],
  );
}

/**
 * Whether a title word is a near spelling of a query word: similar enough by trigrams, or a few edits away
 * with the same first letter (a typo seldom hits the first one), as OpenSearch's fuzzy query takes it.
 */
function isNearSpelling(typed: string, word: string, distance: number): boolean {
  return distance <= 1 - MIN_SIMILARITY || isTypoOf(typed, word);
}

/**
 * What the kind's title words say of each query word that may want near spellings: whether a title
 * carries it (or an alternative) as it is, and its nearest title spellings (isNearSpelling).
 */
async function titleSpellingsOf(
  db: Knex,
  kind: SearchKind,
  analyzed: AnalyzedQuery,
): Promise<Map<string, TitleSpellings>> {
  const found = new Map<string, TitleSpellings>();
  for (const { word, alternatives } of nearSpellingWords(analyzed)) {
    // The index walks the words nearest first (`<<->` is one minus the word similarity); more than
    // needed, so that the edits can rule some out and ties go to the word more documents carry.
    const candidates = await db.raw<{ rows: { word: string; known: boolean; distance: number }[] }>(
      `select word, known, distance from (
         select word, docs, word = any(?::text[]) as known, ? <<-> word as distance from search_words
          where kind = ? order by ? <<-> word limit ${NEAR_TITLE_SPELLINGS * 5}
       ) n where distance <= ${1 - MIN_CANDIDATE_SIMILARITY} order by known desc, distance, docs desc, word`,
      [alternatives, word, kind, word],
    );
    const near = candidates.rows.filter((r) => r.known || isNearSpelling(word, r.word, r.distance));
    found.set(word, { known: near[0]?.known ?? false, near: near.map((r) => r.word) });
  }
  return found;
}

/** The query with its words' near spellings (`withNearSpellings`), or null when none gained any. */
export async function nearSpellingsQuery(
  db: Knex,
  kind: SearchKind,
  analyzed: AnalyzedQuery,
): Promise<AnalyzedQuery | null> {
  return withNearSpellings(analyzed, await titleSpellingsOf(db, kind, analyzed));
}
