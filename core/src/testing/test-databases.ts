import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { createKnex, type DatabaseTarget } from '../db/create-knex';
import { migrateToLatest } from '../db/migrate';

export type TestDatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase {
  kind: TestDatabaseKind;
  db: Knex;
  target: DatabaseTarget;
  close(): Promise<void>;
}

let reported = false;

/**
 * The databases integration tests run against: PGlite always, the PostgreSQL server when
 * TEST_DATABASE_URL names one. The skip is printed, never silent.
 */
export function testDatabaseKinds(): TestDatabaseKind[] {
  if (process.env.TEST_DATABASE_URL) return ['pglite', 'postgres'];
  if (!reported) {
    reported = true;
    console.info('PostgreSQL server tests skipped: TEST_DATABASE_URL is not set (PGlite tests still run).');
  }
  return ['pglite'];
}

/** A scratch database of its own per call (in-memory PGlite, or a new database on the server), migrated. */
export async function openTestDatabase(
  kind: TestDatabaseKind,
  { migrate = true } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const target: DatabaseTarget = { kind: 'pglite' };
    const db = createKnex(target);
    if (migrate) await migrateToLatest(db);
    return { kind, db, target, close: () => db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `anpfiff_test_${randomBytes(6).toString('hex')}`;
  const admin = createKnex({ kind: 'postgres', url });
  await admin.raw(`create database ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const target: DatabaseTarget = { kind: 'postgres', url: scratch.toString() };
  const db = createKnex(target);
  if (migrate) await migrateToLatest(db);
  return {
    kind,
    db,
    target,
    close: async () => {
      await db.destroy();
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}

/** Creates a scratch PostgreSQL database and returns its URL and a function that drops it. */
export async function createScratchPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const { target, db, close } = await openTestDatabase('postgres', { migrate: false });
  await db.destroy();
  if (target.kind !== 'postgres') throw new Error('unreachable');
  return { url: target.url, drop: close };
}
