import { MIGRATIONS } from '@anpfiff/core/db/migration-list';
import { openTestDatabase, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

describe('/readyz during a rolling upgrade', () => {
  let t: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    t = await openTestDatabase('pglite');
    app = await startTestApp(t.db);
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('stays ready on a database a newer release migrated, and waits for its own missing migrations', async () => {
    await t
      .db('knex_migrations')
      .insert({ name: '0999-from-a-newer-release', batch: 99, migrationTime: new Date() });
    const ready = await app.request('GET', '/readyz');
    expect({ status: ready.status, body: ready.json }).toEqual({ status: 200, body: { status: 'ready' } });

    const last = MIGRATIONS.at(-1)?.name as string;
    await t.db('knex_migrations').where({ name: last }).delete();
    const waiting = await app.request('GET', '/readyz');
    expect({ status: waiting.status, body: waiting.json }).toEqual({
      status: 503,
      body: { status: 'unavailable', message: `Migrationen ausstehend: ${last}` },
    });
  });
});
