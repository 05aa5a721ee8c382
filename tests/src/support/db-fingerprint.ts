import type { Knex } from 'knex';

// Every table a request can write to, with its key for a stable order. rate_limits is left out on
// purpose: a refused login still counts as an attempt, which is the point of the limit.
const HASHED_TABLES: Record<string, string> = {
  accounts: 'id',
  clubs: 'id',
  persons: 'id',
  jobs: 'id',
  sessions: 'id_hash',
  tokens: 'id',
  uploads: 'id',
  events: 'id',
};

// Events the running matcher appends on its own (it catches up with earlier registrations in the
// background); they are not written by the request under test.
const CONSUMER_WRITES: Record<string, string> = { events: "where t.type <> 'matching.changed'" };

/**
 * Row count and a hash of every row per table, so that not only an insert or delete but also a partial
 * update shows. The mail outbox is only counted: the mail sender updates its rows in the background.
 */
export async function fingerprint(db: Knex): Promise<Record<string, string>> {
  const columns = Object.entries(HASHED_TABLES).map(
    ([table, key]) =>
      `(select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t.${key})), '') from ${table} t ${CONSUMER_WRITES[table] ?? ''}) as ${table}`,
  );
  columns.push(`(select count(*)::text from mail_outbox) as mail_outbox`);
  const result = await db.raw<{ rows: Record<string, string>[] }>(`select ${columns.join(', ')}`);
  const row = result.rows[0];
  if (!row) throw new Error('fingerprint query returned no row');
  return { ...row };
}
