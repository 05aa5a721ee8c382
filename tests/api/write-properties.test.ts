import { createKnex } from '@anpfiff/core/db/create-knex';
import { testDatabaseKinds, type TestDatabaseKind } from '@anpfiff/core/testing/test-databases';
import fc from 'fast-check';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, signUp, type Member } from '../src/support/accounts';
import type { ApiClient, ErrorBody } from '../src/support/api-client';
import { startApiServer, type ApiServer } from '../src/support/api-server';
import { fingerprint } from '../src/support/db-fingerprint';
import { startInProcessPgliteServer } from '../src/support/in-process-server';
import { type Payload, unreadablePayload, writePayload } from '../src/support/payload-arbitraries';
import {
  clubProfile,
  jobPayload,
  personProfile,
  personRegistration,
  clubRegistration,
} from '../src/support/payloads';

const RUNS = 40;

interface WriteEndpoint {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  caller: 'anonymous' | 'club' | 'person';
  /** A valid body the generators break. */
  template: object;
  /** Takes no body: only bodies that cannot be read, which must be refused before anything happens. */
  bodiless?: boolean;
  /** Cannot succeed with these templates (wrong password, unknown token…): no request may write. */
  neverWrites?: boolean;
}

function endpoints(jobSlug: string): WriteEndpoint[] {
  const newPassword = { password: 'Neues-Passwort-1', passwordConfirmation: 'Neues-Passwort-1' };
  return [
    {
      method: 'POST',
      path: 'login',
      caller: 'anonymous',
      neverWrites: true,
      template: { username: 'niemand@example.com', password: 'irgendwas-123' },
    },
    { method: 'POST', path: 'logout', caller: 'anonymous', neverWrites: true, template: {} },
    {
      method: 'POST',
      path: 'register/person',
      caller: 'anonymous',
      template: personRegistration('CH', 'fuzz-person@example.com'),
    },
    {
      method: 'POST',
      path: 'register/club',
      caller: 'anonymous',
      template: clubRegistration('CH', 'fuzz-club@example.com'),
    },
    {
      method: 'POST',
      path: 'verify-mail',
      caller: 'anonymous',
      neverWrites: true,
      template: { token: 'A'.repeat(43) },
    },
    {
      method: 'POST',
      path: 'password-reset/initiate',
      caller: 'anonymous',
      neverWrites: true,
      template: { email: 'niemand@example.com' },
    },
    {
      method: 'POST',
      path: 'password-reset',
      caller: 'anonymous',
      neverWrites: true,
      template: { token: 'A'.repeat(43), ...newPassword },
    },
    { method: 'POST', path: 'manage/club', caller: 'club', template: clubProfile('CH') },
    { method: 'PUT', path: 'manage/person', caller: 'person', template: personProfile('CH') },
    { method: 'POST', path: 'manage/jobs', caller: 'club', template: jobPayload('CH') },
    { method: 'PUT', path: `manage/jobs/${jobSlug}`, caller: 'club', template: jobPayload('CH') },
    {
      method: 'PUT',
      path: 'manage/notification-settings',
      caller: 'person',
      template: { weeklyJobUpdate: true },
    },
    {
      method: 'PUT',
      path: 'manage/password',
      caller: 'person',
      neverWrites: true,
      template: { oldPassword: 'falsches-passwort', ...newPassword },
    },
    {
      method: 'POST',
      path: 'club-emblem',
      caller: 'club',
      neverWrites: true,
      template: { avatarUri: 'https://example.com/wappen.png' },
    },
    // Last: were one of these accepted, the fixtures would be gone.
    { method: 'DELETE', path: `manage/jobs/${jobSlug}`, caller: 'club', bodiless: true, template: {} },
    { method: 'DELETE', path: 'manage/account', caller: 'person', bodiless: true, template: {} },
  ];
}

/** A server and a connection to its database, to look at the rows while it runs. */
async function startCounted(
  kind: TestDatabaseKind,
): Promise<{ server: ApiServer; db: Knex; stop(): Promise<void> }> {
  if (kind === 'pglite') {
    const server = await startInProcessPgliteServer();
    return { server, db: server.db, stop: () => server.stop() };
  }
  const server = await startApiServer('postgres');
  const db = createKnex({ kind: 'postgres', url: server.databaseUrl as string });
  const stop = async () => {
    await db.destroy();
    await server.stop();
  };
  return { server, db, stop };
}

describe.each(testDatabaseKinds())('random and malformed writes on %s', (kind) => {
  let target: Awaited<ReturnType<typeof startCounted>>;
  let members: Record<'club' | 'person', Member>;
  let list: WriteEndpoint[] = [];
  let addresses = 0;

  beforeAll(async () => {
    target = await startCounted(kind);
    const club = await signUp(target.server, 'club', { fields: { name: 'FC Fuzz' } });
    const person = await signUp(target.server, 'person');
    members = { club, person };
    const job = expectStatus(
      await club.client.post<{ slug: string }>('manage/jobs', jobPayload('CH')),
      200,
      'job',
    );
    list = endpoints(job.body.slug);
  }, 180_000);
  afterAll(() => target?.stop(), 60_000);

  const clientFor = (caller: WriteEndpoint['caller']): ApiClient => {
    if (caller !== 'anonymous') return members[caller].client;
    // A client address per request (where the transport can choose one) keeps the login limit per
    // address from turning most login runs into 429s.
    addresses = (addresses % 250) + 1;
    return target.server.client({ localAddress: `127.0.0.${addresses + 1}` });
  };

  /** 5xx answers, one example per endpoint, kind of body and answer: they do not stop the property. */
  const crashes = new Map<string, string>();

  const check = async (endpoint: WriteEndpoint, input: Payload) => {
    const before = await fingerprint(target.db);
    const res = await clientFor(endpoint.caller).request(endpoint.method, endpoint.path, input.body, {
      ...(input.headers ? { headers: input.headers } : {}),
    });
    const route = `${endpoint.method} /api/${endpoint.path}`;
    const seen = `${route} with ${fc.stringify(input)} answered ${res.status} ${res.text.slice(0, 200)}`;
    // Registrations are limited per caller only, and the callers vary: a 429 would mean the limit answered
    // before the input was read, and the property tested nothing.
    if (res.status === 429 && endpoint.path.startsWith('register/'))
      throw new Error(`limited before the input was read: ${seen}`);
    if (res.status >= 500) {
      const key = `${route} ${input.label} ${res.status} ${res.text}`;
      if (!crashes.has(key)) crashes.set(key, seen);
    }
    if (res.status >= 400) {
      // The error contract: JSON with field errors (422 only) or a message.
      const keys = Object.keys((res.body ?? {}) as ErrorBody);
      if (!(keys.length === 1 && (keys[0] === 'message' || (keys[0] === 'errors' && res.status === 422))))
        throw new Error(`not the error contract: ${seen}`);
    }
    if (res.status >= 400 || endpoint.neverWrites || endpoint.bodiless) {
      const after = await fingerprint(target.db);
      if (JSON.stringify(after) !== JSON.stringify(before))
        throw new Error(`wrote to ${diff(before, after).join(', ')}: ${seen}`);
      if (endpoint.bodiless && res.status < 400) throw new Error(`accepted an unreadable body: ${seen}`);
    }
  };

  it('rejects random and malformed bodies on every write endpoint without writing, and never with a 5xx', async () => {
    const failures: string[] = [];
    for (const endpoint of list) {
      const arbitrary = endpoint.bodiless ? unreadablePayload() : writePayload(endpoint.template);
      try {
        await fc.assert(
          fc.asyncProperty(arbitrary, (input) => check(endpoint, input)),
          { numRuns: endpoint.bodiless ? 15 : RUNS, endOnFailure: true },
        );
      } catch (error) {
        // fast-check keeps what the property threw as the cause.
        const { message, cause } = error as Error;
        failures.push(cause instanceof Error ? cause.message : message);
      }
    }
    // Every endpoint is tried even when an earlier one fails, so the report names them all.
    expect.soft(failures, 'rejected requests that wrote, or broke the error contract').toEqual([]);
    expect.soft([...crashes.values()], 'requests answered with a 5xx').toEqual([]);
  }, 600_000);
});

function diff(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys(after).filter((table) => before[table] !== after[table]);
}
