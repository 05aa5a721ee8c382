import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LARGE_GENERATOR_VERSION, SCALES, type ScaleName } from '@anpfiff/api/seed/large/large-plan';
import { seedLarge } from '@anpfiff/api/seed/large/seed-large';
import { createKnex, type DatabaseTarget } from '@anpfiff/core/db/create-knex';
import { migrateToLatest } from '@anpfiff/core/db/migrate';
import { MIGRATIONS } from '@anpfiff/core/db/migration-list';
import { PgSearchEngine } from '@anpfiff/core/search/pg/pg-search-engine';
import { filesUnder } from '@anpfiff/core/testing/schema-key';
import { SEARCH_KINDS } from '@anpfiff/schemas/search/search-query';
import { rebuildIndex } from '@anpfiff/indexer/rebuild';
import { INDEXER_GROUP } from '@anpfiff/indexer/start-indexer';
import { DIGEST_GROUP, MAILER_GROUP } from '@anpfiff/mailer/mailer-consumers';
import { MATCHER_GROUP } from '@anpfiff/matcher/matcher-handler';
import type { Knex } from 'knex';
import { ROOT } from '../../src/support/server-process';
import type { DatabaseMode } from './database-modes';

export const DATA_ROOT = path.join(ROOT, 'bench', '.data');

// Whatever decides what a generated data set looks like; a change builds the cache anew. New migrations
// do not: a cached data set is migrated like any installation (see upToDate).
const SOURCES = [
  'api/src/seed/large',
  'api/src/seed/demo-data',
  'api/src/commands/profile-rows.ts',
  // The one password hash every account stores: its parameters are what the login bench verifies.
  'api/src/support/passwords.ts',
  'indexer/src/projections',
  // How documents are analysed for the text index.
  'core/src/search/german-text.ts',
  'node_modules/@electric-sql/pglite/package.json',
].map((p) => path.join(ROOT, p));

/** Names a cached data set: scale, generator version and a hash of the sources above. */
export function datasetKey(scale: ScaleName): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap(filesUnder).filter((f) => !/\.test\.tsx?$/.test(f)))
    hash.update(path.relative(ROOT, file)).update(fs.readFileSync(file));
  return `${scale}-g${LARGE_GENERATOR_VERSION}-${hash.digest('hex').slice(0, 10)}`;
}

export interface DatasetInfo {
  key: string;
  scale: ScaleName;
  clubs: number;
  jobs: number;
  persons: number;
  events: number;
  documents: number;
  seedMs: number;
  indexMs: number;
  /** The groups placed at the head of the log; a cache from before a new group is brought up to date. */
  consumedGroups?: string[];
  /** How many migrations the data set has run. */
  migrations?: number;
}

export const describeDataset = (d: DatasetInfo) =>
  `${d.scale} data set: ${d.clubs} clubs, ${d.jobs} offers, ${d.persons} people (${d.documents} search documents)`;

/**
 * The consumer groups the embedded app runs, placed at the head of the log: the indexer because the
 * rebuild just projected every row, the matcher because the benchmarks that need matchings build them
 * themselves (matcher.bench.ts measures exactly that full rebuild), the mailer because generated
 * accounts never had mail (the bulk path stands for imported data).
 */
export const CONSUMED_GROUPS = [INDEXER_GROUP, MATCHER_GROUP, MAILER_GROUP, DIGEST_GROUP];

async function markConsumed(db: Knex): Promise<void> {
  await db.raw(
    `insert into event_consumers (group_name, position_tx_id, position_offset)
     select g, e.tx_id, e.id from (select tx_id, id from events order by tx_id desc, id desc limit 1) e,
       unnest(?::text[]) g
     on conflict (group_name) do update
       set position_tx_id = excluded.position_tx_id, position_offset = excluded.position_offset`,
    [CONSUMED_GROUPS],
  );
}

const upToDate = (info: DatasetInfo) =>
  info.consumedGroups?.join(',') === CONSUMED_GROUPS.join(',') && info.migrations === MIGRATIONS.length;

/** Brings a cached data set up to the current migrations and consumer groups. */
async function update(db: Knex, info: DatasetInfo): Promise<DatasetInfo> {
  await migrateToLatest(db);
  await markConsumed(db);
  return { ...info, consumedGroups: CONSUMED_GROUPS, migrations: MIGRATIONS.length };
}

/** Seeds, indexes and marks the event log as consumed. */
async function build(db: Knex, key: string, scale: ScaleName): Promise<DatasetInfo> {
  await migrateToLatest(db);
  console.info(`Building the ${scale} benchmark data set (${key}); it is cached for later runs.`);
  const seeded = await seedLarge(db, SCALES[scale], { progress: process.stderr.isTTY });
  const engine = new PgSearchEngine(db);
  const started = Date.now();
  let documents = 0;
  for (const kind of SEARCH_KINDS) documents += (await rebuildIndex(db, engine, kind)).documents;
  const indexMs = Date.now() - started;
  await markConsumed(db);
  return {
    key,
    scale,
    ...SCALES[scale],
    events: seeded.events,
    documents,
    seedMs: seeded.ms,
    indexMs,
    consumedGroups: CONSUMED_GROUPS,
    migrations: MIGRATIONS.length,
  };
}

/** The cached embedded data set: a PGlite data directory (DATA_DIR layout, database under db/). */
export async function pgliteDataset(scale: ScaleName): Promise<{ dataDir: string; info: DatasetInfo }> {
  const key = datasetKey(scale);
  const dataDir = path.join(DATA_ROOT, `pglite-${key}`);
  const ready = path.join(dataDir, 'ready.json');
  if (fs.existsSync(ready)) {
    const info = JSON.parse(fs.readFileSync(ready, 'utf8')) as DatasetInfo;
    if (upToDate(info)) return { dataDir, info };
    const db = createKnex({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    let updated: DatasetInfo;
    try {
      updated = await update(db, info);
    } finally {
      await db.destroy();
    }
    fs.writeFileSync(ready, `${JSON.stringify(updated, null, 2)}\n`);
    return { dataDir, info: updated };
  }
  // Older generations of this scale are stale; a half-built directory too.
  if (fs.existsSync(DATA_ROOT))
    for (const old of fs.readdirSync(DATA_ROOT).filter((n) => n.startsWith(`pglite-${scale}-`)))
      fs.rmSync(path.join(DATA_ROOT, old), { recursive: true, force: true });
  const db = createKnex({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    const info = await build(db, key, scale);
    await db.destroy();
    fs.writeFileSync(ready, `${JSON.stringify(info, null, 2)}\n`);
    return { dataDir, info };
  } catch (error) {
    await db.destroy().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A throw-away copy of the cached directory, so benchmarks that write leave the cache as it was. */
export function copyDataset(dataDir: string): { dataDir: string; remove(): void } {
  const copy = path.join(DATA_ROOT, `run-${process.pid}-${Date.now()}`);
  fs.cpSync(dataDir, copy, { recursive: true });
  return { dataDir: copy, remove: () => fs.rmSync(copy, { recursive: true, force: true }) };
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

const templateName = (key: string) => `anpfiff_bench_${key.replace(/-/g, '_')}`;

/** The data set's info from the template's description, which marks a complete build; else undefined. */
async function templateInfo(admin: Knex, template: string): Promise<DatasetInfo | undefined> {
  const exists = await admin.raw<{ rows: { description: string | null }[] }>(
    `select shobj_description(oid, 'pg_database') as description from pg_database where datname = ?`,
    [template],
  );
  const description = exists.rows[0]?.description;
  return description ? (JSON.parse(description) as DatasetInfo) : undefined;
}

/** Whether the data set is built already for the mode (it may still need the newest migrations). */
export async function datasetBuilt(mode: DatabaseMode, scale: ScaleName): Promise<boolean> {
  if (mode === 'pglite')
    return fs.existsSync(path.join(DATA_ROOT, `pglite-${datasetKey(scale)}`, 'ready.json'));
  const admin = createKnex({ kind: 'postgres', url: serverUrl() });
  try {
    return (await templateInfo(admin, templateName(datasetKey(scale)))) !== undefined;
  } finally {
    await admin.destroy();
  }
}

/**
 * The same data set on the PostgreSQL server named by TEST_DATABASE_URL, built once into a template
 * database and brought up to date: its name and info.
 */
export async function postgresTemplate(scale: ScaleName): Promise<{ template: string; info: DatasetInfo }> {
  const url = serverUrl();
  const key = datasetKey(scale);
  const template = templateName(key);
  const admin = createKnex({ kind: 'postgres', url });
  try {
    let info = await templateInfo(admin, template);
    if (!info) {
      const stale = await admin.raw<{ rows: { datname: string }[] }>(
        `select datname from pg_database where datname like ?`,
        [`anpfiff_bench_${scale}_%`],
      );
      for (const { datname } of stale.rows)
        await admin.raw(`drop database if exists ${datname} with (force)`);
      await admin.raw(`create database ${template}`);
      const db = createKnex({ kind: 'postgres', url: withDatabase(url, template) });
      try {
        info = await build(db, key, scale);
      } finally {
        await db.destroy();
      }
    } else if (!upToDate(info)) {
      const db = createKnex({ kind: 'postgres', url: withDatabase(url, template) });
      try {
        info = await update(db, info);
      } finally {
        await db.destroy();
      }
    }
    // The description marks the template complete; an interrupted build has none and is redone.
    await admin.raw(`comment on database ${template} is '${JSON.stringify(info).replace(/'/g, "''")}'`);
    return { template, info };
  } finally {
    await admin.destroy();
  }
}

/** A scratch copy of the PostgreSQL data set (`create database … template …`, a file copy on the server). */
export async function postgresDataset(
  scale: ScaleName,
): Promise<{ target: DatabaseTarget; info: DatasetInfo; drop(): Promise<void> }> {
  const { template, info } = await postgresTemplate(scale);
  const url = serverUrl();
  const scratch = `anpfiff_bench_run_${process.pid}_${Date.now()}`;
  const admin = createKnex({ kind: 'postgres', url });
  try {
    await admin.raw(`create database ${scratch} template ${template}`);
  } finally {
    await admin.destroy();
  }
  return {
    target: { kind: 'postgres', url: withDatabase(url, scratch) },
    info,
    drop: async () => {
      const dropper = createKnex({ kind: 'postgres', url });
      await dropper.raw(`drop database if exists ${scratch} with (force)`);
      await dropper.destroy();
    },
  };
}
