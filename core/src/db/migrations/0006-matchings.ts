import type { Knex } from 'knex';

/**
 * Matchings between people and offers, kept by the matcher from events. No foreign keys on purpose: when
 * an offer or account is deleted the matcher removes its matchings itself and announces each removal
 * (`matching.changed`), which a cascade would do silently. Reads join the live rows anyway.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('matchings', (t) => {
    t.uuid('job_id').notNullable();
    t.uuid('person_id').notNullable();
    t.uuid('club_id').notNullable();
    t.specificType('country', 'char(2)').notNullable();
    t.integer('score').notNullable();
    t.double('distance_km');
    t.jsonb('reasons').notNullable();
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    t.primary(['job_id', 'person_id']);
    t.index(['person_id', 'score']);
    t.index(['club_id']);
  });

  // Prefilters of the matcher: candidates by function, country and bounding box, never a cross product.
  await db.raw('create index persons_interests_gin on persons using gin (interested_club_functions)');
  await db.raw('create index persons_country_lat_lon on persons (country, lat, lon)');
  await db.raw('create index jobs_country_functions on jobs (country, club_function, sub_club_function)');
  await db.raw('create index jobs_country_lat_lon on jobs (country, lat, lon)');
}

export async function down(db: Knex): Promise<void> {
  for (const index of [
    'jobs_country_lat_lon',
    'jobs_country_functions',
    'persons_country_lat_lon',
    'persons_interests_gin',
  ])
    await db.raw(`drop index if exists ${index}`);
  await db.schema.dropTable('matchings');
}
