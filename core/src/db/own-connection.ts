import type { Knex } from 'knex';

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
