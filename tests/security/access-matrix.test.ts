import { randomUUID } from 'node:crypto';
import { hashPassword } from '@anpfiff/api/support/passwords';
import type { Job } from '@anpfiff/schemas/api/profiles';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, register, signIn, signUp, uniqueEmail, type Member } from '../src/support/accounts';
import type { ApiClient, RequestBody } from '../src/support/api-client';
import type { ApiServer } from '../src/support/api-server';
import { startInProcessPgliteServer } from '../src/support/in-process-server';
import { clubProfile, jobPayload, PASSWORD, personProfile } from '../src/support/payloads';

// Already proven in tests/api/manage-access.test.ts: anonymous, wrong role, another club's or person's
// writes to their own singletons, foreign Origin. This adds the unverified account, the admin, and every
// route bound to one offer (including its matchings) for the other club, in one table.

type Caller = 'anonymous' | 'unverified' | 'another person' | 'another club' | 'owner' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'unverified', 'another person', 'another club', 'owner', 'admin'];

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** The kind of account the route belongs to: its owner is a club or a person. */
  owner: 'club' | 'person';
  body?: RequestBody;
  /** The route reads or writes one offer of the owner (another club must find nothing: 404). */
  ownedOffer?: boolean;
}

/** What each caller must get: only the owner passes; the others are told what the spec allows them. */
function expectedStatus(route: Route, caller: Caller): number {
  if (caller === 'anonymous' || caller === 'unverified') return 401;
  if (caller === 'owner') return 200;
  if (caller === 'admin') return 403;
  const sameKind = (caller === 'another club') === (route.owner === 'club');
  if (!sameKind) return 403;
  // Another account of the same kind only ever reaches its own singletons, never the owner's offer.
  return route.ownedOffer ? 404 : 200;
}

describe('authorization matrix of the manage routes', () => {
  let server: ApiServer & { db: Knex };
  let callers: Record<Caller, ApiClient>;
  let owners: { club: Member; person: Member };
  let jobSlug: string;

  beforeAll(async () => {
    server = await startInProcessPgliteServer();
    const club = await signUp(server, 'club', { fields: { name: 'FC Besitz' } });
    const person = await signUp(server, 'person', { fields: { firstName: 'Ole', lastName: 'Besitz' } });
    owners = { club, person };
    jobSlug = expectStatus(await club.client.post<Job>('manage/jobs', jobPayload('CH')), 200, 'job').body
      .slug;

    const unverified = await register(server, 'person');
    const refused = await unverified.client.post('login', { username: unverified.email, password: PASSWORD });
    expect(refused.body).toEqual({ message: 'Dein Account ist gesperrt' });

    const adminEmail = uniqueEmail('admin');
    await server.db('accounts').insert({
      id: randomUUID(),
      email: adminEmail,
      kind: 'admin',
      country: 'CH',
      passwordHash: await hashPassword(PASSWORD),
      verifiedAt: new Date(),
    });
    const admin = server.client();
    const user = await signIn(admin, adminEmail);
    expect(user).toMatchObject({ admin: true });

    callers = {
      anonymous: server.client(),
      unverified: unverified.client,
      'another person': (await signUp(server, 'person')).client,
      'another club': (await signUp(server, 'club', { fields: { name: 'FC Fremd' } })).client,
      owner: club.client,
      admin,
    };
  }, 180_000);

  afterAll(async () => server?.stop());

  const routes = (): Route[] => [
    { method: 'GET', path: 'manage/club', owner: 'club' },
    { method: 'POST', path: 'manage/club', owner: 'club', body: clubProfile('CH', { name: 'FC Besitz' }) },
    { method: 'GET', path: 'club-emblem', owner: 'club' },
    { method: 'GET', path: 'manage/jobs', owner: 'club' },
    { method: 'GET', path: `manage/jobs/${jobSlug}`, owner: 'club', ownedOffer: true },
    {
      method: 'PUT',
      path: `manage/jobs/${jobSlug}`,
      owner: 'club',
      ownedOffer: true,
      body: jobPayload('CH'),
    },
    { method: 'GET', path: `manage/jobs/${jobSlug}/matchings`, owner: 'club', ownedOffer: true },
    { method: 'GET', path: 'manage/person', owner: 'person' },
    {
      method: 'PUT',
      path: 'manage/person',
      owner: 'person',
      body: personProfile('CH', { lastName: 'Besitz' }),
    },
    { method: 'GET', path: 'manage/person/matchings', owner: 'person' },
    // Last: it ends the offer for everyone after it.
    { method: 'DELETE', path: `manage/jobs/${jobSlug}`, owner: 'club', ownedOffer: true },
  ];

  it('lets exactly the owner through on every route, and nobody else changes the offer', async () => {
    const table: string[] = [];
    const expected: string[] = [];
    for (const route of routes()) {
      // The owner goes last, so a delete by someone else would show as a 404 for the owner.
      for (const caller of [...CALLERS.filter((c) => c !== 'owner'), 'owner' as const]) {
        const client =
          caller === 'owner' && route.owner === 'person' ? owners.person.client : callers[caller];
        const res = await client.request(route.method, route.path, route.body);
        table.push(`${route.method} ${route.path} × ${caller}: ${res.status}`);
        expected.push(`${route.method} ${route.path} × ${caller}: ${expectedStatus(route, caller)}`);
      }
    }
    expect(table).toEqual(expected);
  });

  it('gives the admin no settings of a person or club either (spec section 6: settings are theirs)', async () => {
    for (const [method, path] of [
      ['GET', 'manage/notification-settings'],
      ['PUT', 'manage/password'],
      ['DELETE', 'manage/account'],
      ['GET', 'manage/live'],
    ] as const) {
      const res = await callers.admin.request(
        method,
        path,
        method === 'PUT' ? { oldPassword: PASSWORD } : undefined,
      );
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
    }
  });
});
