import type { Knex } from 'knex';
import { MIGRATIONS } from './migration-list';

/** Migrations are plain modules listed in code, so they run the same under tsx, vitest and a bundle. */
const source: Knex.MigrationSource<(typeof MIGRATIONS)[number]> = {
  getMigrations: async () => [...MIGRATIONS],
  getMigrationName: (migration) => migration.name,
  getMigration: async (migration) => migration,
};

export async function migrateToLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest({ migrationSource: source })) as [number, string[]];
  return applied;
}

/** Names of migrations this build knows but the database has not applied yet. */
export async function pendingMigrations(db: Knex): Promise<string[]> {
  const [, pending] = (await db.migrate.list({ migrationSource: source })) as [
    unknown[],
    { name?: string }[],
  ];
  return pending.map((m) => m.name ?? String(m));
}
