import type { Knex } from 'knex';
import { expect } from 'vitest';

/**
 * Waits until `n` statements in this PostgreSQL database wait for a lock: a test that holds a row lock
 * knows the commands it started have reached it, and can then let them go in the order it means to test.
 */
export async function waitForLockWaits(db: Knex, n: number): Promise<void> {
  await expect
    .poll(async () => {
      const result = (await db.raw(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      )) as { rows: { n: number }[] };
      return result.rows[0]?.n;
    })
    .toBe(n);
}
