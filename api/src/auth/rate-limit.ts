import type { Knex } from 'knex';

export interface RateLimit {
  key: string;
  attempts: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
  /** The key of the limit that refused, when one did. */
  refusedBy?: string;
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
  return (await hitRateLimitsReading(db, limits)).result;
}

/**
 * hitRateLimits, and in the same statement the first row of `query` (undefined when it finds none): a
 * login reads its account along with its limits, one round trip instead of two on the embedded database.
 * The query's columns must not be named `count<n>`, `retry<n>` or `found_row`.
 */
export async function hitRateLimitsReading<Row>(
  db: Knex,
  limits: readonly RateLimit[],
  query?: Knex.QueryBuilder,
): Promise<{ result: RateLimitResult; row: Row | undefined }> {
  // A builder rather than raw SQL: its answer passes the camelCase mapping like any other query's.
  const statement = db.queryBuilder();
  for (const [i, limit] of limits.entries()) {
    const earlier = limits.slice(0, i);
    const guard = earlier.length
      ? `where ${earlier.map((_, j) => `(select count from hit${j}) <= ?`).join(' and ')}`
      : '';
    const hit = `insert into rate_limits as r${i} (key, count, reset_at)
      select ?, 1, now() + make_interval(secs => ?) ${guard}
      ${HIT(`r${i}`)}`;
    statement.with(
      `hit${i}`,
      db.raw(hit, [limit.key, limit.windowSeconds, ...earlier.map((e) => e.attempts)]),
    );
  }
  if (query)
    statement.with('found', db.raw('select true as found_row, q.* from ? as q', [query.clone().limit(1)]));
  // A limit that was not hit has no row: the left joins keep the ones before it.
  const columns = limits.map((_, i) => `hit${i}.count as count${i}, hit${i}.retry as retry${i}`);
  statement
    .select(db.raw([...columns, ...(query ? ['found.*'] : [])].join(', ')))
    .from(db.raw('(select) as one'));
  for (const [i] of limits.entries()) statement.joinRaw(`left join hit${i} on true`);
  if (query) statement.joinRaw('left join found on true');
  const [row = {}] = (await statement) as Record<string, unknown>[];
  return {
    result: verdict(limits, row),
    row: query && row.foundRow === true ? (readColumns(row) as Row) : undefined,
  };
}

const LIMIT_COLUMN = /^(count|retry)\d+$/;

/** The read row's own columns, without the limits' counts and waits beside them. */
function readColumns(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).filter(([key]) => key !== 'foundRow' && !LIMIT_COLUMN.test(key)),
  );
}

function verdict(limits: readonly RateLimit[], row: Record<string, unknown>): RateLimitResult {
  for (const [i, limit] of limits.entries()) {
    const count = row[`count${i}`] as number | null;
    if (count == null) break;
    if (count > limit.attempts)
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, (row[`retry${i}`] as number | null) ?? 1),
        refusedBy: limit.key,
      };
  }
  return { allowed: true, retryAfterSeconds: 0 };
}
