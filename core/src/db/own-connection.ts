import type { Knex } from 'knex';
import { pgliteOf } from './create-knex';

/** A connection to a PostgreSQL server outside the pool, as node-postgres gives it. */
export interface OwnConnection {
  query<R = Record<string, unknown>>(sql: string, values: unknown[]): Promise<{ rows: R[] }>;
}

/**
 * Runs `work` on a server connection of its own, closed afterwards. For session-level advisory locks held
 * across statements of the pool: closing the connection releases them even if the unlock never ran, and
 * the pool's connections stay free for the work itself (a pool of one would otherwise wait for itself).
 */
export async function onOwnConnection<T>(
  db: Knex,
  work: (connection: OwnConnection) => Promise<T>,
): Promise<T> {
  const client = db.client as {
    acquireRawConnection(): Promise<OwnConnection>;
    destroyRawConnection(connection: unknown): Promise<void>;
  };
  const connection = await client.acquireRawConnection();
  try {
    return await work(connection);
  } finally {
    await client.destroyRawConnection(connection).catch(() => undefined);
  }
}

/**
 * Runs `work` while this process alone holds the session lock `[group, name]` (hashed as
 * `pg_try_advisory_lock(hashtext(group), hashtext(name))`), or returns undefined when another process
 * holds it. The lock lives on a connection of its own outside the pool, so the work's statements come and
 * go on the pool, and it is released when that connection closes, also when the process dies midway. On
 * PGlite the one process owning the files runs `work`: there is nobody to keep out.
 */
export async function aloneOrNot<T>(
  db: Knex,
  [group, name]: [string, string],
  work: () => Promise<T>,
): Promise<T | undefined> {
  if (pgliteOf(db)) return work();
  return onOwnConnection(db, async (connection) => {
    const { rows } = await connection.query<{ ok: boolean }>(
      'select pg_try_advisory_lock(hashtext($1), hashtext($2)) as ok',
      [group, name],
    );
    return rows[0]?.ok ? work() : undefined;
  });
}
