import type { Knex } from 'knex';
import { pgliteOf } from './create-knex';
import { onOwnConnection } from './own-connection';
import { MIGRATIONS } from './migration-list';

/** Migrations are plain modules listed in code, so they run the same under tsx, vitest and a bundle. */
const source: Knex.MigrationSource<(typeof MIGRATIONS)[number]> = {
  getMigrations: async () => [...MIGRATIONS],
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};

const KNOWN: string[] = MIGRATIONS.map((migration) => migration.name);

/**
 * Held (session-level, on a connection of its own) by whoever runs the migrations. knex's lock table alone
 * does not serialise first starts: each process creates that table and inserts its one row when it finds
 * none, so processes starting together on an empty database fail on each other's table or leave two rows.
 */
const MIGRATIONS_LOCK = 0x6d69677261; // "migra"

export interface MigrationState {
  /** Migrations this build knows that the database has not applied, in the order they run. */
  pending: string[];
  /** Migrations the database has applied that this build does not know: a newer release migrated it. */
  newer: string[];
}

/**
 * What the database has applied, compared with this build's list. Read-only and without a lock: readiness
 * checks and operator commands call it while another process migrates. knex's `migrate.list` would do
 * neither (it creates its tables when they are missing, and throws on unknown migrations).
 */
export async function migrationState(db: Knex): Promise<MigrationState> {
  const applied = (await db.schema.hasTable('knex_migrations'))
    ? ((await db('knex_migrations').select('name').orderBy('id')) as { name: string }[]).map((r) => r.name)
    : [];
  const done = new Set(applied);
  return {
    pending: KNOWN.filter((name) => !done.has(name)),
    newer: applied.filter((name) => !KNOWN.includes(name)),
  };
}

/**
 * Names of migrations this build knows but the database has not applied yet. Migrations of a newer
 * release are no reason to wait: migrations only add, so this build works on such a schema (docs/operations.md,
 * "Upgrades and migrations").
 */
export async function pendingMigrations(db: Knex): Promise<string[]> {
  return (await migrationState(db)).pending;
}

/**
 * What every operator command answers (exit code 1) on a database that lacks this build's migrations,
 * without migrating it itself: the app migrates at its start. Undefined when nothing is pending.
 */
export async function notMigratedMessage(db: Knex, where: string): Promise<string | undefined> {
  const pending = await pendingMigrations(db);
  if (pending.length === 0) return undefined;
  return `${where} ist nicht migriert (ausstehend: ${pending.join(', ')}). Die App einmal starten.`;
}

/** The database was migrated by a newer release than this one; this build cannot migrate it further. */
export class NewerSchemaError extends Error {
  constructor(readonly state: MigrationState) {
    super(
      `Die Datenbank wurde schon von einer neueren Version von Anpfiff migriert ` +
        `(dieser Version unbekannt: ${state.newer.join(', ')}` +
        (state.pending.length > 0 ? `; ihr fehlen zugleich: ${state.pending.join(', ')}` : '') +
        '). Diese Version migriert sie nicht. Die neuere Version starten; zurück auf diese Version ' +
        'führt nur das Zurückspielen der Sicherung von vor dem Upgrade (docs/operations.md, ' +
        '"Upgrades and migrations").',
    );
    this.name = 'NewerSchemaError';
  }
}

export interface MigrateOptions {
  /**
   * Accept a database that a newer release migrated, as long as it has every migration of this build:
   * an API process of the old release restarting during a rolling upgrade goes on serving on it. Without
   * it (`npm run seed`, a restore) such a database is refused with NewerSchemaError.
   */
  acceptNewer?: boolean;
}

export interface MigrateResult {
  applied: string[];
  /** Migrations of a newer release found in the database (only with `acceptNewer`). */
  newer: string[];
}

// Calls in one process queue here: on PGlite every call shares the one session, where an advisory lock is
// re-entrant and would not keep two calls apart.
const queues = new WeakMap<Knex, Promise<unknown>>();

/** Runs `work` while this process holds the migrations lock on the database, waiting for it first. */
async function holdingMigrationsLock<T>(db: Knex, work: () => Promise<T>): Promise<T> {
  const before = queues.get(db) ?? Promise.resolve();
  const turn = before.catch(() => undefined).then(() => locked(db, work));
  queues.set(db, turn);
  return turn;
}

async function locked<T>(db: Knex, work: () => Promise<T>): Promise<T> {
  const pglite = pgliteOf(db);
  if (pglite) {
    // One session in one process (the data directory is claimed by it): the lock is taken for uniformity
    // and released on the same session.
    await pglite.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
    try {
      return await work();
    } finally {
      await pglite.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK]);
    }
  }
  // A connection outside the pool: the pool's own connections run the migrations.
  return onOwnConnection(db, async (connection) => {
    await connection.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
    try {
      return await work();
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK]).catch(() => undefined);
    }
  });
}

/**
 * Applies this build's pending migrations, one process at a time (the others wait, then find nothing to
 * do). A database that a newer release migrated is refused with NewerSchemaError, or accepted unchanged
 * with `acceptNewer` when it lacks none of this build's migrations.
 */
export async function migrate(db: Knex, options: MigrateOptions = {}): Promise<MigrateResult> {
  return holdingMigrationsLock(db, async () => {
    const state = await migrationState(db);
    if (state.newer.length > 0) {
      if (options.acceptNewer && state.pending.length === 0) return { applied: [], newer: state.newer };
      throw new NewerSchemaError(state);
    }
    const [, applied] = (await db.migrate.latest({ migrationSource: source })) as [number, string[]];
    return { applied, newer: [] };
  });
}

export async function migrateToLatest(db: Knex): Promise<string[]> {
  return (await migrate(db)).applied;
}
