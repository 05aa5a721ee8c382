import { slugify } from '../../support/slugs';

/**
 * The slugs `uniqueSlug` would hand out ('base', 'base-2', …), kept in memory: the bulk path writes
 * thousands of rows per statement and cannot ask the table row by row.
 */
export class UniqueSlugs {
  private readonly taken = new Set<string>(['facets']);
  private readonly next = new Map<string, number>();

  slug(text: string): string {
    const base = slugify(text) || 'eintrag';
    let n = this.next.get(base) ?? 1;
    let candidate = n === 1 ? base : `${base}-${n}`;
    while (this.taken.has(candidate)) {
      n += 1;
      candidate = `${base}-${n}`;
    }
    this.next.set(base, n + 1);
    this.taken.add(candidate);
    return candidate;
  }
}
