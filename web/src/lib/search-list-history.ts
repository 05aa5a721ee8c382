/** A search screen's list as the visitor left it: the loaded pages and how far down they had scrolled. */
export interface KeptList<T> {
  /** The search the items answer (useSearchList's key): a changed query never gets an old list. */
  key: string;
  items: T[];
  page: number;
  total: number | null;
  hasMore: boolean;
  scrollY: number;
}

/** Enough for Back through a few searches and detail pages; older lists are dropped first. */
export const KEPT_LISTS = 6;

// Per history entry (react-router's location key), in memory only: a reload or a new visit starts at
// page 0, and nothing is written to storage on every card or scroll.
const kept = new Map<string, KeptList<unknown>>();

export function keepList(entry: string, list: KeptList<unknown>): void {
  kept.delete(entry);
  kept.set(entry, list);
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT_LISTS) break;
    kept.delete(oldest);
  }
}

/** The list kept for the history entry the visitor came back to, if it answers the same search. */
export function keptList<T>(entry: string, key: string | null): KeptList<T> | undefined {
  const list = kept.get(entry);
  return list && list.key === key ? (list as KeptList<T>) : undefined;
}
