import type { Knex } from 'knex';

/**
 * `indexer_state`: per search kind the version of the projection its stored documents follow
 * (`PROJECTION_VERSIONS` in indexer/src/projections/projection-versions.ts). An indexer of a newer version
 * rebuilds that kind's index once at its start and then stores its version (indexer/src/projection-upgrade.ts).
 * A row per kind, so that each kind's version is raised on its own and only ever upwards.
 *
 * A database with accounts gets 0 for every kind: a release before the counter wrote its documents, perhaps
 * by an older projection or into an index of older mappings that nobody rebuilt as the release notes asked
 * (a kind without rows may still have such an index, so it is rebuilt too, which costs nothing). One
 * without any gets the versions of this release (clubs 1, jobs 3, people 2): it has no documents to be
 * stale, and what the indexer writes from now on follows this release. The numbers are literals as
 * migrations never change: a database created fresh by a later release starts at them too and rebuilds
 * its (empty or small) index once if the projections moved on since.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    create table indexer_state (
      kind text primary key check (kind in ('clubs', 'jobs', 'people')),
      projection_version integer not null,
      updated_at timestamptz not null default now()
    )`);
  await db.raw(`
    insert into indexer_state (kind, projection_version)
    select kind, case when exists (select 1 from accounts) then 0 else version end
    from (values ('clubs', 1), ('jobs', 3), ('people', 2)) as fresh (kind, version)`);
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('indexer_state');
}
