import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

const PASSWORD = 'Sicheres-Passwort-7';
const place = { zip: '8001', city: 'Zürich' };
const personForm = (email: string, lastName = 'Zugleich') => ({
  email,
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  firstName: 'Anna',
  lastName,
  address: place,
  interestedClubFunctions: ['TRAINER'],
  termsAccepted: true,
});
const clubForm = (email: string) => ({
  email,
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  name: 'FC Zugleich',
  address: { street: 'Sportweg 1', ...place },
  contactInformation: { firstName: 'Ruth', lastName: 'Keller' },
  termsAccepted: true,
});

describe.each(testDatabaseKinds())('registrations sent at once, on %s', (kind) => {
  let t: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    app = await startTestApp(t.db);
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  // Each passes the form's check of the address while the others hash their passwords.
  it('registers one of those with the same address and tells the others it is taken', async () => {
    const sent = [
      ['/api/register/person', personForm('zugleich@example.com')],
      ['/api/register/person', personForm('ZUGLEICH@example.com')],
      ['/api/register/club', clubForm('zugleich@example.com')],
    ] as const;
    const answers = await Promise.all(
      sent.map(([url, form], i) =>
        // From addresses of their own: the registrations per caller are limited.
        app.request('POST', url, { body: JSON.stringify(form), localAddress: `127.0.9.${i + 1}` }),
      ),
    );

    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422]);
    for (const refused of answers.filter((a) => a.status === 422))
      expect(refused.json).toEqual({ errors: { email: ['Dieser Wert existiert bereits.'] } });
    expect(await t.db('accounts').whereRaw("lower(email) = 'zugleich@example.com'").pluck('id')).toHaveLength(
      1,
    );
  });

  it('gives registrations with the same name at once a profile each', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map((i) =>
        app.request('POST', '/api/register/person', {
          body: JSON.stringify(personForm(`namensgleich${i}@example.com`, 'Namensgleich')),
          localAddress: `127.0.10.${i}`,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await t.db('persons').where({ lastName: 'Namensgleich' }).orderBy('slug').pluck('slug')).toEqual([
      'anna-namensgleich',
      'anna-namensgleich-2',
      'anna-namensgleich-3',
    ]);
  });
});
