import type { SearchKind } from '@anpfiff/schemas/search/search-query';
import type { Knex } from 'knex';
import { pgliteOf } from '../../db/create-knex';
import { onOwnConnection } from '../../db/own-connection';
import { RebuildRunningError } from '../search-engine';

/** Kinds being rebuilt per database in this process: on PGlite the only guard, as every call shares one session. */
const running = new WeakMap<Knex, Set<SearchKind>>();

/**
 * Runs `work` as the only rebuild of the kind: the copy and its removal markers have fixed names, so a
 * second rebuild would drop and refill the first one's copy under it. On a PostgreSQL server the rebuilds
 * of other processes (an operator's command beside a scheduled one) are kept out by an advisory lock held
 * on a connection of its own, which a crash releases with the connection.
 */
export async function asOnlyRebuild<T>(db: Knex, kind: SearchKind, work: () => Promise<T>): Promise<T> {
  const kinds = running.get(db) ?? new Set<SearchKind>();
  running.set(db, kinds);
  if (kinds.has(kind)) throw new RebuildRunningError(kind);
  kinds.add(kind);
  try {
    if (pgliteOf(db)) return await work();
    return await holdingServerLock(db, kind, work);
  } finally {
    kinds.delete(kind);
  }
}

async function holdingServerLock<T>(db: Knex, kind: SearchKind, work: () => Promise<T>): Promise<T> {
  // Closing the connection releases the lock.
  return onOwnConnection(db, async (connection) => {
    const { rows } = await connection.query<{ ok: boolean }>(
      "select pg_try_advisory_lock(hashtext('anpfiff.search-rebuild'), hashtext($1)) as ok",
      [kind],
    );
    if (!rows[0]?.ok) throw new RebuildRunningError(kind);
    return work();
  });
}
