import { randomInt } from 'node:crypto';
import { startTestApp, type TestApp } from '@anpfiff/api/testing/test-app';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// With TRUST_PROXY the client address comes from X-Forwarded-For. The proxy appends the address it sees
// to whatever the client sent: only that last entry is the client's, the rest is the client's to choose.

const randomAddress = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.each(testDatabaseKinds())('behind a trusted proxy on %s', (kind) => {
  let t: TestDatabase;
  let app: TestApp;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    app = await startTestApp(t.db, { NODE_ENV: 'test', TRUST_PROXY: 'true' });
  });

  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const login = (forwardedFor: string, attempt: number) =>
    app.request('POST', '/api/login', {
      body: JSON.stringify({ username: `geraten-${attempt}@example.com`, password: 'falsch' }),
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('limits logins per address even when each attempt claims another address before the proxy', async () => {
    // The client is 192.0.2.10 as the proxy sees it; what it put in front differs every time.
    const answers: number[] = [];
    for (let attempt = 1; attempt <= 50; attempt += 1)
      answers.push((await login(`${randomAddress()}, 192.0.2.10`, attempt)).status);
    expect(answers).toEqual(Array(50).fill(422));
    const refused = await login(`${randomAddress()}, 192.0.2.10`, 51);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ message: expect.stringContaining('Zu viele Anmeldeversuche') });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // The address the proxy adds is still the one that counts: another client is not refused.
    expect((await login('192.0.2.11', 52)).status).toBe(422);
    expect((await login('192.0.2.10, 192.0.2.12', 53)).status).toBe(422);
  });
});
