import type { Knex } from 'knex';

/**
 * `matcher_state`: one row with the version of the matching rules the stored matchings follow
 * (`MATCHING_RULES_VERSION` in matcher/src/rules/rules-version.ts). A matcher of a newer version rebuilds
 * the matchings once at its start and then stores its version (matcher/src/rules-upgrade.ts).
 *
 * A database with matchings gets 1, the rules of every release before the counter, so this release
 * rebuilds them once under its changed rules. One without any gets 2, the version of this release: it has
 * nothing stale to rebuild, and what the matcher finds from now on follows the rules of this release (this
 * release's changes only narrow who matches and re-score, so a table the old rules left empty stays empty
 * under them). The number is a literal as migrations never change: a database created fresh by a later
 * release starts at 2 too and rebuilds its (empty or small) table once if the rules moved on since.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    create table matcher_state (
      single boolean primary key default true check (single),
      rules_version integer not null,
      updated_at timestamptz not null default now()
    )`);
  await db.raw(`
    insert into matcher_state (rules_version)
    select case when exists (select 1 from matchings) then 1 else 2 end`);
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('matcher_state');
}
