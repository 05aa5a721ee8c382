import { beforeAll, describe, expect, it } from 'vitest';
import { register, uniqueEmail } from '../src/support/accounts';
import { serversPerKind, type ApiServer } from '../src/support/api-server';
import { clubRegistration, personRegistration } from '../src/support/payloads';

// A registration answers whether an e-mail address has an account ('Dieser Wert existiert bereits.') and
// sends a mail when it has none: both are limited per client address, persons and clubs together.

const TOO_MANY = 'Zu viele Registrierungsversuche. Bitte versuche es in einer Stunde noch einmal.';
const TAKEN = { errors: { email: ['Dieser Wert existiert bereits.'] } };

const servers = serversPerKind();

describe.each(servers.kinds)('the registration limit per address on %s', (kind) => {
  let server: ApiServer;

  beforeAll(() => {
    server = servers.get(kind);
  });

  it('refuses the 31st registration of an hour from one address, counting refused lookups too', async () => {
    const { email: known } = await register(server, 'person');
    // Addresses of their own: nothing else in this file registers from them.
    const prober = server.client({ localAddress: '127.0.0.71' });

    const answers: string[] = [];
    for (let attempt = 1; attempt <= 28; attempt += 1) {
      const res =
        attempt % 2
          ? await prober.post('register/person', personRegistration('CH', known))
          : await prober.post('register/club', clubRegistration('CH', known));
      answers.push(`${res.status} ${JSON.stringify(res.body)}`);
    }
    expect(answers).toEqual(Array(28).fill(`422 ${JSON.stringify(TAKEN)}`));
    // A malformed body and a real registration count as well.
    expect((await prober.post('register/club', { email: 'kaputt' })).status).toBe(422);
    expect((await prober.post('register/person', personRegistration('CH', uniqueEmail('echt')))).status).toBe(
      200,
    );

    const refusedEmail = uniqueEmail('zu-viel');
    for (const [path, body] of [
      ['register/person', personRegistration('CH', refusedEmail)],
      ['register/club', clubRegistration('CH', refusedEmail)],
      ['register/person', personRegistration('CH', known)],
    ] as const) {
      const refused = await prober.post(path, body);
      expect({ path, status: refused.status, body: refused.body }).toEqual({
        path,
        status: 429,
        body: { message: TOO_MANY },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    }

    // The refused registrations wrote nothing (no account, so no mail either): from elsewhere the address
    // is still free.
    const elsewhere = server.client({ localAddress: '127.0.0.72' });
    expect((await elsewhere.post('register/club', clubRegistration('CH', refusedEmail))).status).toBe(200);
  });
});
