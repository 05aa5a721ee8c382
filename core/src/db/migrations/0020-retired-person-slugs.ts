import type { Knex } from 'knex';

/**
 * Persons' slugs are retired as well (api/src/commands/delete-account.ts). 0013 left them out, so that
 * nothing of a deleted person stays; but the next person of the same name then took over the address, and
 * a bookmarked, shared or indexed link to the one showed a different human. Only the SHA-256 of the slug
 * stays, as for clubs: no list of names, only the answer whether one address was ever given up.
 */
export async function up(db: Knex): Promise<void> {
  await db.raw('alter table retired_slugs drop constraint retired_slugs_kind_check');
  await db.raw(
    `alter table retired_slugs add constraint retired_slugs_kind_check check (kind in ('jobs', 'clubs', 'persons'))`,
  );
}

export async function down(db: Knex): Promise<void> {
  await db('retired_slugs').where({ kind: 'persons' }).delete();
  await db.raw('alter table retired_slugs drop constraint retired_slugs_kind_check');
  await db.raw(
    `alter table retired_slugs add constraint retired_slugs_kind_check check (kind in ('jobs', 'clubs'))`,
  );
}
