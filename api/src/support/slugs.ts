import { createHash } from 'node:crypto';
import type { Knex } from 'knex';

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue' };

/** 'FC Zürich-Höngg 1926' -> 'fc-zuerich-hoengg-1926': readable in a URL, German umlauts spelled out. */
export function slugify(text: string): string {
  return text
    .replace(/[äöüßÄÖÜ]/g, (c) => UMLAUTS[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

const RESERVED_SLUGS = ['facets'];

/** The tables whose rows are addressed by a slug in public URLs. */
export type SlugTable = 'jobs' | 'clubs' | 'persons';

// Only a hash outlives the row: the table is no list of former clubs or people.
const slugHash = (slug: string) => createHash('sha256').update(slug).digest('hex');

/**
 * Keeps the slugs of rows being deleted from ever being handed out again, in the deleting transaction: a
 * bookmarked or shared link then finds nothing rather than someone else's offer or profile.
 */
export async function retireSlugs(trx: Knex.Transaction, kind: SlugTable, slugs: string[]): Promise<void> {
  if (slugs.length === 0) return;
  await trx('retired_slugs')
    .insert(slugs.map((slug) => ({ kind, slugHash: slugHash(slug) })))
    .onConflict(['kind', 'slugHash'])
    .ignore();
}

/** How many candidates are checked against the retired slugs per query. */
const CANDIDATES_PER_LOOKUP = 20;

/**
 * Two writers choosing from the same candidates at once would both find the same one free, and the later
 * insert would fail on the unique index. This lock, held until the transaction ends, makes the second wait
 * until the first has committed its row (or rolled back); its reads after that see the row, as each
 * statement reads what is committed when it starts (the default isolation level). Keyed by the base
 * without numbers at its end, because 'fc-a' hands out 'fc-a-2', which is also the base of 'FC A 2';
 * unrelated bases that share a hash only wait for each other a moment. The two-key form under a key of
 * its own keeps these locks apart from the event log's and the matcher's.
 */
async function lockSlugChoice(trx: Knex.Transaction, table: SlugTable, base: string): Promise<void> {
  const stem = base.replace(/(-[0-9]+)+$/, '');
  await trx.raw(`select pg_advisory_xact_lock(hashtext('anpfiff.slugs'), hashtext(?))`, [`${table}:${stem}`]);
}

/**
 * The first free slug of `base`, `base-2`, `base-3` … in a table, neither in use nor retired. Runs in the
 * command's transaction, which must insert the row before it ends: until then no other transaction picks
 * from the same candidates. The unique index stays the final guard.
 */
export async function uniqueSlug(trx: Knex.Transaction, table: SlugTable, text: string): Promise<string> {
  const base = slugify(text) || 'eintrag';
  await lockSlugChoice(trx, table, base);
  const taken = new Set(
    (await trx(table).where('slug', base).orWhere('slug', 'like', `${base}-%`).pluck('slug')) as string[],
  );
  // `/api/clubs/facets` (and its siblings) are the search facet counts, so no profile may be called that.
  for (const reserved of RESERVED_SLUGS) taken.add(reserved);
  for (let n = 1; ; n += CANDIDATES_PER_LOOKUP) {
    const candidates = Array.from({ length: CANDIDATES_PER_LOOKUP }, (_, i) =>
      n + i === 1 ? base : `${base}-${n + i}`,
    ).filter((slug) => !taken.has(slug));
    const retired = new Set(
      (await trx('retired_slugs')
        .where({ kind: table })
        .whereIn('slugHash', candidates.map(slugHash))
        .pluck('slug_hash')) as string[],
    );
    const free = candidates.find((slug) => !retired.has(slugHash(slug)));
    if (free) return free;
  }
}
