import { randomUUID } from 'node:crypto';
import { createJob } from '@anpfiff/api/commands/create-job';
import { registerClub } from '@anpfiff/api/commands/register-club';
import { registerPerson } from '@anpfiff/api/commands/register-person';
import { verifyAccount } from '@anpfiff/api/commands/verify-account';
import { hashPassword } from '@anpfiff/api/support/passwords';
import { startTestApp, type TestApp } from '@anpfiff/api/testing/test-app';
import { PgSearchEngine } from '@anpfiff/core/search/pg/pg-search-engine';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { rebuildIndex } from '@anpfiff/indexer/rebuild';
import type { Place } from '@anpfiff/schemas/entities/profiles';
import { SEARCH_KINDS } from '@anpfiff/schemas/search/search-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Spec sections 1 and 6: contact details are for signed-in persons and clubs. An admin account is signed
// in too, but is neither: it reads profiles, offers and search results as a visitor does.

const PASSWORD = 'richtig-geheim-1';
const ZURICH: Place = { zip: '8001', city: 'Zürich', state: 'CH-ZH', lat: 47.3769, lon: 8.5417 };
const CLUB_CONTACT = {
  firstName: 'Ruth',
  lastName: 'Keller',
  position: 'Präsidentin',
  email: 'geheim-verein@contact.example.com',
  phone: '+41 44 555 01 02',
};
const JOB_CONTACT = {
  ...CLUB_CONTACT,
  email: 'geheim-angebot@contact.example.com',
  phone: '+41 44 555 03 04',
};
const PERSON_EMAIL = 'geheim-person@example.com';
const PERSON_PHONE = '+41 79 555 05 06';
/** Anything of these in an answer is contact data. */
const CONTACT_DATA = /geheim-|555 0|contactInformation|"email"|"phone"/;

type Reader = 'visitor' | 'admin' | 'person' | 'club';

describe.each(testDatabaseKinds())('contact data and the admin account on %s', (kind) => {
  let t: TestDatabase;
  let app: TestApp;
  let cookies: Record<Reader, string>;
  let paths: string[];

  const signIn = async (username: string) => {
    const login = await app.request('POST', '/api/login', {
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    return (login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    app = await startTestApp(t.db);
    const passwordHash = await hashPassword(PASSWORD);
    const account = (email: string) => ({ email, passwordHash, country: 'CH' as const });

    const club = await registerClub(t.db, account('verein@example.com'), {
      name: 'FC Kontakt',
      description: '',
      address: ZURICH,
      contactInformation: CLUB_CONTACT,
    });
    await verifyAccount(t.db, club.accountId);
    const job = await createJob(t.db, club.clubId, {
      clubFunction: 'TRAINER',
      salary: 0,
      searchRadius: 0,
      description: 'Wir suchen eine Trainerin.',
      jobExtras: [],
      address: ZURICH,
      contactInformation: JOB_CONTACT,
    });
    const person = await registerPerson(t.db, account(PERSON_EMAIL), {
      firstName: 'Lea',
      lastName: 'Brunner',
      description: '',
      gender: 'FEMALE',
      phone: PERSON_PHONE,
      address: ZURICH,
      interestedClubFunctions: ['TRAINER'],
      searchRadius: 0,
    });
    await verifyAccount(t.db, person.accountId);
    await t.db('accounts').insert({
      id: randomUUID(),
      email: 'admin@example.com',
      kind: 'admin',
      country: 'CH',
      passwordHash,
      verifiedAt: new Date(),
    });
    const engine = new PgSearchEngine(t.db);
    for (const searchKind of SEARCH_KINDS) await rebuildIndex(t.db, engine, searchKind);

    const { slug: clubSlug } = (await t.db('clubs').where({ id: club.clubId }).first('slug')) as {
      slug: string;
    };
    const { slug: personSlug } = (await t.db('persons').where({ id: person.personId }).first('slug')) as {
      slug: string;
    };
    paths = [
      `/api/clubs/${clubSlug}`,
      `/api/clubs/${clubSlug}/jobs`,
      `/api/jobs/${job.slug}`,
      `/api/people/${personSlug}`,
      '/api/clubs',
      '/api/jobs',
      '/api/people',
    ];
    cookies = {
      visitor: '',
      admin: await signIn('admin@example.com'),
      person: await signIn(PERSON_EMAIL),
      club: await signIn('verein@example.com'),
    };
  });

  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  /** Per path: whether the answer holds contact data, and what its records say about seeing it. */
  const readAll = async (reader: Reader) => {
    const seen: string[] = [];
    for (const path of paths) {
      const res = await app.request('GET', path, {
        headers: cookies[reader] ? { cookie: cookies[reader] } : {},
      });
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      const records = (Array.isArray(res.json) ? res.json : [res.json]) as {
        canViewContactDetails?: boolean;
      }[];
      expect({ path, records: records.length }).not.toEqual({ path, records: 0 });
      const flags = [...new Set(records.map((r) => r.canViewContactDetails ?? false))].join();
      seen.push(`${path}: canViewContactDetails ${flags}, contact data ${CONTACT_DATA.test(res.text)}`);
    }
    return seen;
  };
  const expected = (canView: boolean) =>
    paths.map((path) => `${path}: canViewContactDetails ${canView}, contact data ${canView}`);

  it('shows contact data to signed-in persons and clubs', async () => {
    expect(await readAll('person')).toEqual(expected(true));
    expect(await readAll('club')).toEqual(expected(true));
  });

  it('shows an admin no contact data, as a visitor sees none', async () => {
    expect(await readAll('visitor')).toEqual(expected(false));
    expect(await readAll('admin')).toEqual(expected(false));
  });
});
