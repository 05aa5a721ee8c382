import type { Knex } from 'knex';
import { expect, it } from 'vitest';
import type { TestDatabaseKind } from './test-databases';

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

/**
 * `it` for a test that needs transactions running side by side. PGlite runs one at a time, so on PGlite
 * the test is not defined at all (rather than reported as skipped); without a PostgreSQL server
 * `testDatabaseKinds` prints why those runs are left out.
 */
export function serverOnlyIt(kind: TestDatabaseKind): typeof it {
  return kind === 'postgres' ? it : ((() => undefined) as unknown as typeof it);
}
