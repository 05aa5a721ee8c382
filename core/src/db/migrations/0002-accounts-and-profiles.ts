import type { Knex } from 'knex';

const COUNTRY = 'char(2)';

function timestamps(db: Knex, t: Knex.CreateTableBuilder): void {
  t.integer('version').notNullable().defaultTo(1);
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
}

function place(t: Knex.CreateTableBuilder): void {
  t.text('zip').notNullable();
  t.text('city').notNullable();
  t.text('state');
  // Filled from the gazetteer; null where a place could not be located.
  t.double('lat');
  t.double('lon');
}

function links(t: Knex.CreateTableBuilder): void {
  for (const name of ['website_url', 'twitter_url', 'instagram_url', 'facebook_url', 'avatar_url']) {
    t.text(name);
  }
}

function contact(t: Knex.CreateTableBuilder): void {
  for (const name of ['first_name', 'last_name', 'position', 'email', 'phone']) t.text(`contact_${name}`);
}

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('accounts', (t) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
    t.text('email').notNullable();
    t.text('kind').notNullable().checkIn(['person', 'club', 'admin']);
    t.specificType('country', COUNTRY).notNullable();
    t.text('password_hash').notNullable();
    t.timestamp('verified_at', { useTz: true });
    t.boolean('locked').notNullable().defaultTo(false);
    t.boolean('weekly_job_update').notNullable().defaultTo(true);
    timestamps(db, t);
  });
  // One account per address, however it is capitalised.
  await db.raw('create unique index accounts_email_unique on accounts (lower(email))');

  await db.schema.createTable('clubs', (t) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
    t.uuid('account_id').notNullable().unique().references('accounts.id').onDelete('CASCADE');
    t.specificType('country', COUNTRY).notNullable();
    t.text('slug').notNullable().unique();
    t.text('name').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.text('street');
    place(t);
    contact(t);
    links(t);
    t.text('selected_image');
    timestamps(db, t);
    t.index(['country', 'created_at']);
  });

  await db.schema.createTable('persons', (t) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
    t.uuid('account_id').notNullable().unique().references('accounts.id').onDelete('CASCADE');
    t.specificType('country', COUNTRY).notNullable();
    t.text('slug').notNullable().unique();
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.date('birthday');
    t.text('gender').notNullable().defaultTo('NO_INFO');
    t.text('phone');
    place(t);
    links(t);
    t.text('selected_image');
    t.text('current_club_function');
    t.text('current_club_name');
    t.text('current_team_category');
    t.text('current_team_gender');
    t.text('current_league');
    t.specificType('interested_club_functions', 'text[]').notNullable().defaultTo('{}');
    t.integer('search_radius').notNullable().defaultTo(0);
    timestamps(db, t);
    t.index(['country', 'created_at']);
  });

  await db.schema.createTable('jobs', (t) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
    t.uuid('club_id').notNullable().references('clubs.id').onDelete('CASCADE');
    t.specificType('country', COUNTRY).notNullable();
    t.text('slug').notNullable().unique();
    t.text('club_function').notNullable();
    t.text('sub_club_function');
    t.text('team_category');
    t.text('team_gender');
    t.text('league');
    // Whole currency units per season (CHF or EUR by country).
    t.integer('salary').notNullable().defaultTo(0);
    t.integer('search_radius').notNullable().defaultTo(0);
    t.text('description').notNullable().defaultTo('');
    t.specificType('job_extras', 'text[]').notNullable().defaultTo('{}');
    place(t);
    contact(t);
    timestamps(db, t);
    t.index(['club_id']);
    t.index(['country', 'created_at']);
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['jobs', 'persons', 'clubs', 'accounts']) await db.schema.dropTable(table);
}
