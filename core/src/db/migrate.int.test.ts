import type { Knex } from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { createKnex } from './create-knex';
import { migrate, migrateToLatest, migrationState, NewerSchemaError, pendingMigrations } from './migrate';
import { MIGRATIONS } from './migration-list';

const NEWER = '0999-from-a-newer-release';
const ALL = MIGRATIONS.map((m) => m.name);

const count = async (db: Knex, table: string) => Number((await db(table).count({ n: '*' }))[0]?.n);

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe.each(testDatabaseKinds())('migrations on %s', (kind) => {
  it('take migrations of a newer release as no reason to wait, but refuse to migrate under them', async () => {
    database = await openTestDatabase(kind);
    const { db } = database;
    await db('knex_migrations').insert({ name: NEWER, batch: 99, migrationTime: new Date() });

    // What /readyz and the operator commands ask: the old release serves on the newer schema.
    expect(await pendingMigrations(db)).toEqual([]);
    expect(await migrationState(db)).toEqual({ pending: [], newer: [NEWER] });
    // Starting the old API during a rolling upgrade: it goes on, changing nothing.
    expect(await migrate(db, { acceptNewer: true })).toEqual({ applied: [], newer: [NEWER] });

    // `npm run seed` or a restore of the old release: a clear refusal instead of knex's "corrupt migration directory".
    const refusal = await migrateToLatest(db).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(NewerSchemaError);
    expect((refusal as Error).message).toMatch(
      new RegExp(`^Die Datenbank wurde schon von einer neueren Version von Anpfiff migriert .*${NEWER}`),
    );

    // A schema that lacks one of this build's migrations as well is no newer release of this one.
    const last = ALL.at(-1) as string;
    await db('knex_migrations').where({ name: last }).delete();
    expect(await pendingMigrations(db)).toEqual([last]);
    await expect(migrate(db, { acceptNewer: true })).rejects.toThrow(`ihr fehlen zugleich: ${last}`);
    expect(await pendingMigrations(db)).toEqual([last]);
  });

  it('checks for pending migrations without writing anything', async () => {
    database = await openTestDatabase(kind, { migrate: false });
    const { db } = database;
    expect(await pendingMigrations(db)).toEqual(ALL);
    // knex's migrate.list would have created its tables (and the lock row) here.
    expect(await db.schema.hasTable('knex_migrations')).toBe(false);
    expect(await db.schema.hasTable('knex_migrations_lock')).toBe(false);
  });

  it('run once when several callers migrate a fresh database at the same time', async () => {
    database = await openTestDatabase(kind, { migrate: false });
    const { db } = database;
    const applied = await Promise.all([migrateToLatest(db), migrateToLatest(db), migrateToLatest(db)]);
    expect(applied.flat().sort()).toEqual(ALL);
    expect(await count(db, 'knex_migrations')).toBe(ALL.length);
    expect(await count(db, 'knex_migrations_lock')).toBe(1);
  });
});

describe.each(testDatabaseKinds().filter((k) => k === 'postgres'))('first starts on %s', () => {
  it('serialise processes migrating a fresh database at once: all succeed, one lock row', async () => {
    const fresh = await openTestDatabase('postgres', { migrate: false });
    database = fresh;
    // One pool per "process", as separate API replicas starting together would have.
    const processes = Array.from({ length: 4 }, () => createKnex(fresh.target));
    try {
      const applied = await Promise.all(processes.map((db) => migrateToLatest(db)));
      expect(applied.flat().sort()).toEqual(ALL);
      const { db } = fresh;
      expect(await count(db, 'knex_migrations')).toBe(ALL.length);
      expect(await db('knex_migrations_lock').select('isLocked')).toEqual([{ isLocked: 0 }]);
      expect(await pendingMigrations(db)).toEqual([]);
      // The lock is released: the next start takes it at once and finds nothing to do.
      expect(await migrateToLatest(db)).toEqual([]);
    } finally {
      await Promise.all(processes.map((db) => db.destroy()));
    }
  });
});
