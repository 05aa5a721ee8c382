import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { createKnex, type DatabaseTarget, pgliteOf } from '../db/create-knex';
import { migrateToLatest } from '../db/migrate';
import { removeStaleCopies, schemaKey } from './schema-key';

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

/** Migrates an empty PGlite, keeps its data directory in `file` for later files, and returns it. */
async function buildMigratedDump(file: string): Promise<Blob> {
  const db = createKnex({ kind: 'pglite' });
  try {
    await migrateToLatest(db);
    const dump = await pgliteOf(db)?.dumpDataDir('none');
    if (!dump) throw new Error('not a PGlite database');
    // Written aside and renamed, so that a file running beside this one never reads half a dump.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    return dump;
  } finally {
    await db.destroy();
  }
}

const DUMP_PREFIX = 'anpfiff-pglite-dump-';

function readIfThere(file: string): Blob | undefined {
  try {
    return new Blob([fs.readFileSync(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

let migratedDump: Promise<Blob> | undefined;

/**
 * A freshly migrated PGlite data directory as a tarball, made once per schema and kept in the temp
 * directory for every test file after: starting PGlite from it takes 1.3 s, booting an empty one and
 * running every migration 3.3 s, which each of the run's in-memory test databases would otherwise repeat.
 */
function migratedPgliteDump(): Promise<Blob> {
  migratedDump ??= (async () => {
    const file = path.join(os.tmpdir(), `${DUMP_PREFIX}${schemaKey()}.tar`);
    // Read at once rather than checked first: a suite on another schema may remove a dump an hour old.
    const kept = readIfThere(file);
    if (kept) return kept;
    const built = await buildMigratedDump(file);
    removeStaleCopies(DUMP_PREFIX, file);
    return built;
  })();
  return migratedDump;
}

/** A scratch database of its own per call (in-memory PGlite, or a new database on the server), migrated. */
export async function openTestDatabase(
  kind: TestDatabaseKind,
  { migrate = true } = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const target: DatabaseTarget = {
      kind: 'pglite',
      initialData: migrate ? await migratedPgliteDump() : undefined,
    };
    const db = createKnex(target);
    // The dump is keyed by the migrations, so this finds nothing to do; an empty database gets them all.
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
