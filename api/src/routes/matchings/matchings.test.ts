import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { recomputePerson } from '@anpfiff/matcher/recompute';
import type { JobOffer, PersonProfile, Place } from '@anpfiff/schemas/entities/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../commands/create-job';
import { registerClub } from '../../commands/register-club';
import { registerPerson } from '../../commands/register-person';
import { verifyAccount } from '../../commands/verify-account';
import { hashPassword } from '../../support/passwords';
import { startTestApp, type TestApp, type TestResponse } from '../../testing/test-app';

const ZURICH: Place = { zip: '8001', city: 'Zürich', state: 'CH-ZH', lat: 47.3717, lon: 8.5423 };
const WINTERTHUR: Place = { zip: '8400', city: 'Winterthur', state: 'CH-ZH', lat: 47.4988, lon: 8.7237 };
const PASSWORD = 'richtig-geheim';

const offer = (address: Place): JobOffer => ({
  clubFunction: 'TRAINER',
  subClubFunction: 'CHEFTRAINER',
  salary: 0,
  searchRadius: 0,
  description: 'Wir suchen dich.',
  jobExtras: [],
  address,
  contactInformation: { firstName: 'Mara', lastName: 'Frei', email: 'sport@fc-zuerich.ch', phone: '' },
});

const person = (lastName: string, address: Place): PersonProfile => ({
  firstName: 'Lea',
  lastName,
  description: '',
  gender: 'FEMALE',
  address,
  interestedClubFunctions: ['TRAINER'],
  searchRadius: 0,
});

/**
 * The cards' slugs, which tell every card apart (person cards carry no id). Checked to be there, so that
 * comparing pages never compares undefined with undefined.
 */
function slugs(res: TestResponse): string[] {
  const list = (res.json as { slug?: unknown }[]).map((card) => card.slug);
  for (const slug of list) expect(slug).toEqual(expect.stringMatching(/\S/));
  return list as string[];
}

describe.each(testDatabaseKinds())('the matchings lists on %s', (kind) => {
  let t: TestDatabase;
  let app: TestApp;
  const cookies: Record<'club' | 'person', string> = { club: '', person: '' };
  let jobSlug = '';

  const signIn = async (username: string) => {
    const login = await app.request('POST', '/api/login', {
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    return (login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  };
  const get = (who: 'club' | 'person', path: string) =>
    app.request('GET', path, { headers: { cookie: cookies[who] } });

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    app = await startTestApp(t.db);
    const passwordHash = await hashPassword(PASSWORD);
    const account = (email: string) => ({ email, passwordHash, country: 'CH' as const });
    const club = await registerClub(t.db, account('club@example.com'), {
      name: 'FC Zürich Nord',
      description: '',
      address: ZURICH,
      contactInformation: offer(ZURICH).contactInformation,
    });
    await verifyAccount(t.db, club.accountId);
    // Five offers, the nearer ones fitting better: the best first is a real order, not the insertion order.
    for (const address of [WINTERTHUR, ZURICH, WINTERTHUR, ZURICH, ZURICH]) {
      const job = await createJob(t.db, club.clubId, offer(address));
      jobSlug ||= job.slug;
    }
    const lea = await registerPerson(t.db, account('lea@example.com'), person('Brunner', ZURICH));
    await verifyAccount(t.db, lea.accountId);
    await recomputePerson(t.db, lea.personId);
    for (const [index, lastName] of ['Amrein', 'Zuber', 'Meier'].entries()) {
      const other = await registerPerson(t.db, account(`p${index}@example.com`), person(lastName, ZURICH));
      await verifyAccount(t.db, other.accountId);
      await recomputePerson(t.db, other.personId);
    }
    cookies.club = await signIn('club@example.com');
    cookies.person = await signIn('lea@example.com');
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it('answers the whole list without paging parameters, best first, with the total', async () => {
    const all = await get('person', '/api/manage/person/matchings');
    expect(all.status).toBe(200);
    expect(all.headers['x-total-count']).toBe('5');
    const scores = (all.json as { matching: { score: number } }[]).map((m) => m.matching.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBeGreaterThan(scores[4] ?? 100);
  });

  it("pages a person's offers without overlap or gaps, in the whole list's order", async () => {
    const whole = slugs(await get('person', '/api/manage/person/matchings'));
    expect(new Set(whole).size).toBe(5);
    const pages: string[] = [];
    for (const page of [0, 1, 2]) {
      const res = await get('person', `/api/manage/person/matchings?page=${page}&maxResults=2`);
      expect(res.headers['x-total-count']).toBe('5');
      pages.push(...slugs(res));
    }
    expect(pages).toEqual(whole);
    const first = await get('person', '/api/manage/person/matchings?page=0');
    expect(slugs(first)).toEqual(whole);
  });

  it("pages an offer's matching people, with their contact data for the club", async () => {
    const path = `/api/manage/jobs/${jobSlug}/matchings`;
    const whole = await get('club', path);
    expect(whole.headers['x-total-count']).toBe('4');
    const people = whole.json as { lastName: string; email?: string }[];
    expect(people.map((p) => p.lastName).sort()).toEqual(['Amrein', 'Brunner', 'Meier', 'Zuber']);
    expect(people.every((p) => p.email?.endsWith('@example.com'))).toBe(true);
    const order = slugs(whole);
    expect(new Set(order).size).toBe(4);
    const first = await get('club', `${path}?page=0&maxResults=3`);
    const second = await get('club', `${path}?page=1&maxResults=3`);
    expect(second.headers['x-total-count']).toBe('4');
    expect(slugs(first)).toEqual(order.slice(0, 3));
    expect(slugs(second)).toEqual(order.slice(3));
  });

  it('refuses bad paging parameters with German messages', async () => {
    const bad = await get('person', '/api/manage/person/matchings?page=-1&maxResults=101');
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual({
      errors: { page: ['Ungültige Seite.'], maxResults: ['Höchstens 100 Ergebnisse pro Seite.'] },
    });
    const word = await get('club', `/api/manage/jobs/${jobSlug}/matchings?maxResults=viele`);
    expect(word.status).toBe(422);
    expect(word.json).toEqual({ errors: { maxResults: ['Ungültige Anzahl.'] } });
  });
});
