import { createLogger } from '@anpfiff/core/logger/logger';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locateAddress } from '../forms/locate-address';
import { verifyPassword } from '../support/passwords';
import { DEMO_LOGINS, planDemo } from './demo-plan';
import { DEMO_PASSWORD, seedDemoIfEmpty, type SeedSummary } from './seed-demo';

const silent = createLogger({ level: 'silent' });

describe.each(testDatabaseKinds())('a demo seed cut short on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  }, 120_000);
  afterAll(() => t?.close());

  it('leaves nothing behind, so that the next start seeds the whole demo', async () => {
    // Stands for Ctrl-C or a crash halfway: the 50th offer fails.
    await t.db.raw(`create function stop_seed() returns trigger language plpgsql as $$
      begin
        if (select count(*) from jobs) >= 50 then raise exception 'cut short'; end if;
        return new;
      end $$`);
    await t.db.raw(
      'create trigger stop_seed before insert on jobs for each row execute function stop_seed()',
    );
    await expect(seedDemoIfEmpty(t.db, silent)).rejects.toThrow(/cut short/);
    const count = async (table: string) => Number((await t.db(table).count({ n: '*' }).first())?.n);
    expect([await count('accounts'), await count('jobs'), await count('events')]).toEqual([0, 0, 0]);
    await t.db.raw('drop trigger stop_seed on jobs');
    const summary = await seedDemoIfEmpty(t.db, silent);
    expect(summary?.persons).toBe(planDemo().persons.length);
    expect(await count('persons')).toBe(planDemo().persons.length);
  }, 120_000);
});

describe.each(testDatabaseKinds())('seeding demo data on %s', (kind) => {
  let t: TestDatabase;
  let summary: SeedSummary | null;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    summary = await seedDemoIfEmpty(t.db, silent);
  }, 120_000);
  afterAll(() => t?.close());

  it('writes the whole plan as verified accounts with profiles and offers', async () => {
    const plan = planDemo();
    const jobs = plan.clubs.reduce((n, c) => n + c.jobs.length, 0);
    expect(summary).toEqual({ clubs: plan.clubs.length, jobs, persons: plan.persons.length });
    const count = async (table: string) => Number((await t.db(table).count({ n: '*' }).first())?.n);
    expect(await count('clubs')).toBe(plan.clubs.length);
    expect(await count('jobs')).toBe(jobs);
    expect(await count('persons')).toBe(plan.persons.length);
    expect(await t.db('accounts').whereNull('verifiedAt').first()).toBeUndefined();
  });

  it('went through the commands: one event per registration, verification and offer', async () => {
    const byType = await t.db('events').select('type').count({ n: '*' }).groupBy('type').orderBy('type');
    const plan = planDemo();
    const accounts = plan.clubs.length + plan.persons.length;
    expect(byType.map((r) => [(r as { type: string }).type, Number(r.n)])).toEqual([
      ['account.registered', accounts],
      ['account.verified', accounts],
      ['job.published', summary?.jobs],
    ]);
  });

  it('lets the documented demo log-ins sign in with the demo password', async () => {
    for (const email of Object.values(DEMO_LOGINS)) {
      const account = await t.db('accounts').where({ email }).first();
      expect(await verifyPassword(account.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('places every address where a form would place its postcode, so saving it unchanged moves nothing', async () => {
    for (const table of ['clubs', 'jobs', 'persons']) {
      const rows = (await t.db(table).select('country', 'zip', 'city', 'lat', 'lon')) as {
        country: 'CH' | 'DE';
        zip: string;
        city: string;
        lat: number;
        lon: number;
      }[];
      const moved = rows.filter((row) => {
        const place = locateAddress(row.country, row);
        return place.lat !== row.lat || place.lon !== row.lon;
      });
      expect({ table, moved }).toEqual({ table, moved: [] });
    }
  });

  it('gives jobs readable slugs of function and club', async () => {
    const slugs: string[] = await t.db('jobs').pluck('slug');
    expect(slugs.some((s) => s.startsWith('schiedsrichter-'))).toBe(true);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('does not seed a second time', async () => {
    const events = await t.db('events').count({ n: '*' }).first();
    expect(await seedDemoIfEmpty(t.db, silent)).toBeNull();
    expect(await t.db('events').count({ n: '*' }).first()).toEqual(events);
  });
});
