import type { Knex } from 'knex';

/** Writes new column values, bumps the aggregate's version and returns it (for the event), or null if gone. */
export async function updateVersioned(
  trx: Knex.Transaction,
  table: 'clubs' | 'persons' | 'jobs' | 'accounts',
  id: string,
  columns: Record<string, unknown>,
): Promise<{ version: number; country: 'CH' | 'DE' } | null> {
  const [row] = await trx(table)
    .where({ id })
    .update({ ...columns, version: trx.raw('version + 1'), updatedAt: trx.fn.now() })
    .returning(['version', 'country']);
  return (row as { version: number; country: 'CH' | 'DE' } | undefined) ?? null;
}
