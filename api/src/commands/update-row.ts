import type { Knex } from 'knex';
import { ValidationError } from '../errors';

/** The answer to an edit that started from a version someone else has replaced since (If-Match). */
export const EDITED_ELSEWHERE =
  'Diese Angaben wurden inzwischen an anderer Stelle geändert. Lade die Seite neu und übernimm deine Änderungen noch einmal.';

/**
 * Writes new column values, bumps the aggregate's version and returns it (for the event), or null if gone.
 * With `startedFrom` (the versions an edit says it was made on) the write happens only on one of them, and
 * the check is part of the update itself: of two edits made on the same version the first one committed
 * wins, and the other one, even if it waited for that commit, finds a newer version and is refused with
 * EDITED_ELSEWHERE, changing nothing. A check read before the update would let both through.
 */
export async function updateVersioned(
  trx: Knex.Transaction,
  table: 'clubs' | 'persons' | 'jobs' | 'accounts',
  id: string,
  columns: Record<string, unknown>,
  startedFrom?: readonly number[],
): Promise<{ version: number; country: 'CH' | 'DE' } | null> {
  const query = trx(table).where({ id });
  if (startedFrom) query.whereIn('version', startedFrom);
  const [row] = await query
    .update({ ...columns, version: trx.raw('version + 1'), updatedAt: trx.fn.now() })
    .returning(['version', 'country']);
  if (row) return row as { version: number; country: 'CH' | 'DE' };
  if (startedFrom && (await trx(table).where({ id }).first('id')))
    throw new ValidationError(null, EDITED_ELSEWHERE);
  return null;
}
