import type { Knex } from 'knex';

/**
 * The slugs of deleted offers and clubs, so a new one never takes an address someone may have bookmarked
 * or shared for another. Persons are not kept: their slug spells their name, and nothing of a deleted
 * person stays. Kept as SHA-256, so the table is no list of former clubs either.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('retired_slugs', (t) => {
    t.text('kind').notNullable().checkIn(['jobs', 'clubs']);
    t.text('slug_hash').notNullable();
    t.primary(['kind', 'slug_hash']);
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('retired_slugs');
}
