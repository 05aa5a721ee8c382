import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { ClubProfile } from '@anpfiff/schemas/entities/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from '../errors';
import { registerClub } from './register-club';
import { registerPerson } from './register-person';
import { testPerson } from '../testing/test-person';

const place = { zip: '3011', city: 'Bern', state: 'CH-BE', lat: 46.948, lon: 7.4474 } as const;
const person = testPerson('Lea', 'Doppelt', { address: place });
const club: ClubProfile = { name: 'FC Doppelt', description: '', address: place, contactInformation: {} };

describe.each(testDatabaseKinds())('registering an address that was taken meanwhile, on %s', (kind) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const count = async (table: string) => Number((await t.db(table).count({ n: '*' }))[0]?.n);

  // What the unique index says once the form's check has passed for both: the form check's own words.
  it('answers with the field error of the form and writes nothing', async () => {
    await registerPerson(t.db, { email: 'doppelt@example.com', passwordHash: 'x', country: 'CH' }, person);
    const before = await Promise.all(['accounts', 'persons', 'clubs', 'events'].map(count));

    const again = registerClub(
      t.db,
      { email: 'Doppelt@Example.com', passwordHash: 'y', country: 'DE' },
      club,
    );

    await expect(again).rejects.toBeInstanceOf(ValidationError);
    await expect(again).rejects.toMatchObject({
      status: 422,
      errors: { email: ['Dieser Wert existiert bereits.'] },
    });
    expect(await Promise.all(['accounts', 'persons', 'clubs', 'events'].map(count))).toEqual(before);
  });

  it('lets exactly one of registrations with the same address at once through', async () => {
    const results = await Promise.allSettled(
      ['gleich@example.com', 'GLEICH@example.com', 'Gleich@example.com'].map((email) =>
        registerPerson(t.db, { email, passwordHash: 'x', country: 'CH' }, person),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const refused of results.filter((r) => r.status === 'rejected'))
      expect(refused.reason).toMatchObject({
        status: 422,
        errors: { email: ['Dieser Wert existiert bereits.'] },
      });
    expect(await t.db('accounts').whereRaw("lower(email) = 'gleich@example.com'").pluck('id')).toHaveLength(
      1,
    );
  });
});
