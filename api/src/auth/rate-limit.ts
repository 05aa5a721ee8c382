import type { Knex } from 'knex';

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts a hit in a fixed window shared by all API processes (one row per key in Postgres) and says
 * whether the caller is still under the limit.
 */
export async function hitRateLimit(
  db: Knex,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  const result = await db.raw<{ rows: { count: number; retry: number }[] }>(
    `insert into rate_limits (key, count, reset_at) values (?, 1, now() + make_interval(secs => ?))
     on conflict (key) do update set
       count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
       reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
     returning count, ceil(extract(epoch from reset_at - now()))::int as retry`,
    [key, windowSeconds],
  );
  const row = result.rows[0] ?? { count: 1, retry: windowSeconds };
  return { allowed: row.count <= limit, retryAfterSeconds: Math.max(1, row.retry) };
}

export async function clearRateLimit(db: Knex, key: string): Promise<void> {
  await db('rate_limits').where({ key }).delete();
}
