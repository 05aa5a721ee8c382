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

/**
 * The first free slug of `base`, `base-2`, `base-3` … in a table. Runs in the command's transaction; the
 * unique index stays the final guard against two writers picking the same slug at once.
 */
export async function uniqueSlug(trx: Knex.Transaction, table: string, text: string): Promise<string> {
  const base = slugify(text) || 'eintrag';
  const taken = new Set(
    (await trx(table).where('slug', base).orWhere('slug', 'like', `${base}-%`).pluck('slug')) as string[],
  );
  // `/api/clubs/facets` (and its siblings) are the search facet counts, so no profile may be called that.
  for (const reserved of RESERVED_SLUGS) taken.add(reserved);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}
