import type { Town } from './town';

/** One folded name or alias of a town, and the town's postcodes in ascending order. */
export type NameEntry = { readonly key: string; readonly town: Town; readonly zips: readonly string[] };

/** The first index of a sorted list whose entry is not below `from`. */
export function lowerBound<T>(list: readonly T[], from: string, keyOf: (entry: T) => string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyOf(list[middle] as T) < from) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Every town of a country by each of its folded keys (name and aliases), sorted, so that a name or the
 * start of one is found by binary search instead of by comparing all 20,000 towns of Germany. Built on
 * first use: most processes never look a town up by name.
 */
export class TownNames {
  #entries: NameEntry[] | undefined;

  constructor(
    private readonly byZip: ReadonlyMap<string, readonly Town[]>,
    private readonly sorted: readonly string[],
  ) {}

  /** Entries whose key starts with `prefix`, in key order. */
  *startingWith(prefix: string): Generator<NameEntry> {
    const entries = this.entries();
    for (let i = lowerBound(entries, prefix, (entry) => entry.key); i < entries.length; i++) {
      const entry = entries[i] as NameEntry;
      if (!entry.key.startsWith(prefix)) return;
      yield entry;
    }
  }

  /** Entries whose key is exactly `key`. */
  withKey(key: string): NameEntry[] {
    const entries = this.entries();
    const found: NameEntry[] = [];
    for (let i = lowerBound(entries, key, (entry) => entry.key); entries[i]?.key === key; i++) {
      found.push(entries[i] as NameEntry);
    }
    return found;
  }

  private entries(): NameEntry[] {
    if (this.#entries) return this.#entries;
    const zipsOf = new Map<Town, string[]>();
    for (const zip of this.sorted) {
      for (const town of this.byZip.get(zip) ?? []) {
        const zips = zipsOf.get(town);
        if (zips) zips.push(zip);
        else zipsOf.set(town, [zip]);
      }
    }
    const entries: NameEntry[] = [];
    for (const [town, zips] of zipsOf) {
      for (const key of new Set(town.keys)) entries.push({ key, town, zips });
    }
    this.#entries = entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return this.#entries;
  }
}
