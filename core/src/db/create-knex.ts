import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import knex, { type Knex } from 'knex';
import pg from 'pg';
import ClientPGLite from 'knex-pglite';
import { knexSnakeCaseMappers } from 'objection';
import { type LockOptions, lockEmbeddedDatabase } from './embedded-lock';

export type DatabaseTarget =
  | {
      kind: 'pglite';
      /** undefined keeps the database in memory (tests) */ dataDir?: string;
      /** Postgres `shared_buffers`, e.g. `256MB`; PGlite's default (128MB) when unset. */
      sharedBuffers?: string;
      /** A data directory tarball (PGlite's `dumpDataDir`) to start from instead of an empty database. */
      initialData?: Blob;
    }
  | {
      kind: 'postgres';
      url: string;
      /** The most connections at once (`DATABASE_POOL_SIZE`); 10 when unset. */
      poolSize?: number;
      /** How long opening a connection may take before it is given up; 10 s when unset. */
      connectTimeoutMs?: number;
    };

export function databaseTarget(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteSharedBuffers?: string;
  databasePoolSize?: number;
}): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db'), sharedBuffers: config.pgliteSharedBuffers };
}

/** Where the database is, without the password, for logs and error messages. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'pglite')
    return target.dataDir ? `PGlite in ${target.dataDir}` : 'PGlite im Arbeitsspeicher';
  const url = new URL(target.url);
  return `PostgreSQL auf ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

/**
 * One knex instance per process. Column names are camelCase in code and snake_case in the database, so
 * the mapping is installed here once rather than in every query.
 */
// A birthday is a calendar day, not an instant: keep DATE columns as 'YYYY-MM-DD' text in both drivers.
const DATE_OID = 1082;
const keepText = (value: string): string => value;
pg.types.setTypeParser(DATE_OID, keepText);

const DEFAULT_POOL_SIZE = 10;

/**
 * How long the embedded database may take to start: its one connection is PGlite itself, created (a new
 * cluster initialised, or one recovered after a crash) when knex first asks for it. knex and its pool give
 * a connection 30 s to be created and 60 s to be handed out, and on a busy machine a start took longer.
 */
const EMBEDDED_START_MS = 180_000;

/** knex-pglite, which fixes its pool at one connection and takes no pool settings, with that time to start. */
class EmbeddedClient extends ClientPGLite {
  override getPoolSettings(poolConfig: Knex.PoolConfig): unknown {
    return super.getPoolSettings({ ...poolConfig, createTimeoutMillis: EMBEDDED_START_MS });
  }
}

/**
 * Makes the embedded database's directory, and any missing parent (DATA_DIR), for this user alone: its
 * files hold every account's address, password hash and sessions. A database directory that others may
 * read already (made by an earlier release) loses their access, as PostgreSQL insists on for its own; the
 * owner's own bits stay (a directory made read-only on purpose stays so), and one of another owner is
 * left as it is. An existing DATA_DIR keeps its mode: it may be a mounted volume.
 */
export function makePrivateDirectory(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const { mode, uid } = fs.statSync(dir);
  if ((mode & 0o077) !== 0 && uid === process.getuid?.()) fs.chmodSync(dir, mode & 0o700);
}

export function createKnex(target: DatabaseTarget): Knex {
  // compileSqlOnError off: failed queries must not carry their values (tokens, addresses) into logs.
  const common = {
    ...knexSnakeCaseMappers(),
    migrations: { tableName: 'knex_migrations' },
    compileSqlOnError: false,
    log: {
      // A connection that cannot be opened also rejects the query that wanted it, whose caller says why in
      // one line ("PostgreSQL auf … lässt sich nicht öffnen: …"); knex's own warning of it is a stack trace.
      warn(message: string) {
        if (!message.startsWith('Acquire connection error')) console.warn(`Knex: ${message}`);
      },
    },
  };
  if (target.kind === 'postgres') {
    // Statements beyond the pool wait in the order they came. More connections than the server has cores
    // to spare only share those cores ever thinner: at 16 clients on two cores, four connections instead
    // of ten cut the search p95 by a sixth and the p99 by half (bench/HISTORY.md, nineteenth round).
    const max = target.poolSize ?? DEFAULT_POOL_SIZE;
    // A server that accepts the connection and then says nothing (a hung host, a broken network path)
    // would hold a request for minutes: a new connection gives up after 10 s, and kept-alive probes find
    // a dead one.
    const connection = {
      connectionString: target.url,
      connectionTimeoutMillis: target.connectTimeoutMs ?? 10_000,
      keepAlive: true,
    };
    return knex({ ...common, client: 'pg', connection, pool: { min: 0, max } });
  }
  if (target.dataDir) makePrivateDirectory(target.dataDir);
  // The contrib extensions the search tables use (migrations 0005 and 0008); a PostgreSQL server ships them as well.
  const extensions = { pg_trgm, unaccent, cube, earthdistance, btree_gin };
  // A broad search reads the search tables' pages from the page cache; at PGlite's default of 128MB the
  // people table of a large installation no longer fits and every such search reads it from files again.
  const postgresqlconf = target.sharedBuffers ? [`shared_buffers = ${target.sharedBuffers}`] : undefined;
  const pglite = new PGlite({
    dataDir: target.dataDir,
    parsers: { [DATE_OID]: keepText },
    extensions,
    postgresqlconf,
    loadDataDir: target.initialData,
  });
  return knex({
    ...common,
    client: EmbeddedClient,
    acquireConnectionTimeout: EMBEDDED_START_MS,
    connection: { pglite } as Knex.StaticConnectionConfig,
  });
}

/**
 * The embedded PGlite instance behind a knex made by createKnex, or undefined for a PostgreSQL server. The
 * event log needs it for LISTEN, which PGlite offers through its own API rather than through SQL results.
 */
export function pgliteOf(db: Knex): PGlite | undefined {
  const { connection } = (db.client as { config: { connection?: { pglite?: unknown } } }).config;
  return connection?.pglite instanceof PGlite ? connection.pglite : undefined;
}

export class DatabaseUnavailableError extends Error {
  constructor(target: DatabaseTarget, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${describeTarget(target)} lässt sich nicht öffnen: ${reason}`);
    this.name = 'DatabaseUnavailableError';
  }
}

const PROBE_BYTES = 256 * 1024;

/**
 * Proves the embedded database's directory takes writes before PGlite opens it: on a read-only or full
 * disk PGlite fails with no more than "failed to initialize", or later, half way through a write.
 */
function assertWritable(target: DatabaseTarget & { kind: 'pglite' }, dir: string): void {
  const probe = path.join(dir, `.write-probe-${process.pid}`);
  try {
    makePrivateDirectory(dir);
    fs.writeFileSync(probe, Buffer.alloc(PROBE_BYTES));
    fs.rmSync(probe);
  } catch (error) {
    fs.rmSync(probe, { force: true });
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOSPC' || code === 'EDQUOT'
        ? 'der Datenträger ist voll'
        : code === 'EROFS'
          ? 'das Dateisystem ist schreibgeschützt'
          : code === 'EACCES' || code === 'EPERM'
            ? 'dieser Benutzer darf dort nicht schreiben'
            : (error as Error).message;
    throw new DatabaseUnavailableError(
      target,
      new Error(`in ${dir} kann nicht geschrieben werden (${reason}); DATA_DIR prüfen`),
    );
  }
}

export interface OpenOptions extends LockOptions {
  /** An operator command: a directory without a database is a mistyped DATA_DIR, not one to create. */
  existing?: boolean;
}

/**
 * Opens the database and proves it answers, so a wrong URL fails at start and not on the first request.
 * The embedded database is claimed for this process until `destroy()` (embedded-lock.ts).
 */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Knex> {
  let release = () => {};
  if (target.kind === 'pglite' && target.dataDir) {
    if (options.existing && !fs.existsSync(path.join(target.dataDir, 'PG_VERSION')))
      throw new DatabaseUnavailableError(target, new Error('dort ist keine Datenbank; DATA_DIR prüfen'));
    assertWritable(target, target.dataDir);
    release = lockEmbeddedDatabase(target.dataDir, { readsOnly: options.readsOnly });
  }
  const db = createKnex(target);
  const pglite = pgliteOf(db);
  if (pglite) {
    // knex.destroy() closes the PGlite instance; the claim ends with it, or with the process.
    const close = pglite.close.bind(pglite);
    const end = () => release();
    process.once('exit', end);
    pglite.close = async () => {
      try {
        await close();
      } finally {
        process.off('exit', end);
        release();
      }
    };
  }
  try {
    await db.raw('select 1');
    return db;
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw new DatabaseUnavailableError(target, error);
  }
}
