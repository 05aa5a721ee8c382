import type { Country } from '@anpfiff/core/config/config';
import type { Stats } from '@anpfiff/schemas/api/stats';
import type { Knex } from 'knex';
import { countStats } from './stats.query';

/**
 * Profiles and offers counted from which counting is expensive (a large data set); below it, every request
 * counts afresh. A size rather than a time: a busy machine must not turn a small site's fresh counters stale.
 */
const LARGE_COUNT = 10_000;
/** How long expensive counts are shared at most, even while the data keeps changing. */
const MAX_SHARE_MS = 30_000;

interface Entry {
  stats: Stats;
  /** The newest event when counting began: any committed change appends an event (the outbox rule). */
  head: string;
  at: number;
  costMs: number;
}

const caches = new WeakMap<Knex, Map<Country, Entry>>();
/** Counts in progress, by country and log head. */
const running = new WeakMap<Knex, Map<string, Promise<Stats>>>();

const isLarge = (stats: Stats) =>
  stats.totalClubProfileCount + stats.totalJobOfferCount + stats.totalPersonProfileCount >= LARGE_COUNT;

async function newestEvent(db: Knex): Promise<string> {
  const row = (await db('events').max({ head: 'id' }).first()) as
    { head: string | number | null } | undefined;
  return String(row?.head ?? 0);
}

/**
 * The home page's counters. They are counted again whenever the event log has grown since they were
 * counted, and at least every half minute (a transaction with a lower event id can commit after a higher
 * one). Only where counting is expensive (a large data set, LARGE_COUNT) are they shared while the data
 * changes — for at most twenty times what counting cost — so that the home page of a busy site does not
 * count hundreds of thousands of rows for every visitor. Visitors arriving while a count of the same log
 * head runs share it.
 */
export async function cachedStats(db: Knex, country: Country): Promise<Stats> {
  const cache = caches.get(db) ?? new Map<Country, Entry>();
  caches.set(db, cache);
  const head = await newestEvent(db);
  const entry = cache.get(country);
  const age = entry ? Date.now() - entry.at : Infinity;
  if (
    entry &&
    age < MAX_SHARE_MS &&
    (entry.head === head || (isLarge(entry.stats) && age < entry.costMs * 20))
  )
    return entry.stats;

  const inFlight = running.get(db) ?? new Map<string, Promise<Stats>>();
  running.set(db, inFlight);
  const key = `${country}:${head}`;
  const pending = inFlight.get(key);
  if (pending) return pending;
  const counting = (async () => {
    const started = Date.now();
    const stats = await countStats(db, country);
    cache.set(country, { stats, head, at: started, costMs: Date.now() - started });
    return stats;
  })().finally(() => inFlight.delete(key));
  inFlight.set(key, counting);
  return counting;
}
