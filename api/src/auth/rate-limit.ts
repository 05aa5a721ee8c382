import type { Knex } from 'knex';

export interface RateLimit {
  key: string;
  attempts: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

// One key's hit: the row counts attempts in a fixed window that starts anew once it is over.
const HIT = (alias: string) =>
  `on conflict (key) do update set
     count = case when ${alias}.reset_at <= now() then 1 else ${alias}.count + 1 end,
     reset_at = case when ${alias}.reset_at <= now() then excluded.reset_at else ${alias}.reset_at end
   returning count, ceil(extract(epoch from reset_at - now()))::int as retry`;

/**
 * Counts a hit on each limit, in order, in a fixed window shared by all API processes (one row per key in
 * Postgres), and says whether the caller is under all of them. A limit is only hit while the ones before
 * it allow: an address already refused does not use up the attempts of the account it tries next. One
 * statement for all of them, as every login passes here.
 */
export async function hitRateLimits(db: Knex, limits: readonly RateLimit[]): Promise<RateLimitResult> {
  const steps = limits.map((_, i) => {
    const earlier = limits.slice(0, i).map((__, j) => `(select count from hit${j}) <= ?`);
    const guard = earlier.length ? `where ${earlier.join(' and ')}` : '';
    return `hit${i} as (
      insert into rate_limits as r${i} (key, count, reset_at)
      select ?, 1, now() + make_interval(secs => ?) ${guard}
      ${HIT(`r${i}`)}
    )`;
  });
  const bindings = limits.flatMap((limit, i) => [
    limit.key,
    limit.windowSeconds,
    ...limits.slice(0, i).map((earlier) => earlier.attempts),
  ]);
  // A limit that was not hit has no row: the left joins keep the ones before it.
  const columns = limits.map((_, i) => `hit${i}.count as count${i}, hit${i}.retry as retry${i}`);
  const joins = limits.map((_, i) => `left join hit${i} on true`);
  const result = await db.raw<{ rows: Record<string, number | null>[] }>(
    `with ${steps.join(', ')} select ${columns.join(', ')} from (select) as one ${joins.join(' ')}`,
    bindings,
  );
  const row = result.rows[0] ?? {};
  for (const [i, limit] of limits.entries()) {
    const count = row[`count${i}`];
    if (count == null) break;
    if (count > limit.attempts)
      return { allowed: false, retryAfterSeconds: Math.max(1, row[`retry${i}`] ?? 1) };
  }
  return { allowed: true, retryAfterSeconds: 0 };
}

export async function clearRateLimit(db: Knex, key: string): Promise<void> {
  await db('rate_limits').where({ key }).delete();
}
