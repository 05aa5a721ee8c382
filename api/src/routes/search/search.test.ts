import { PgSearchEngine } from '@anpfiff/core/search/pg/pg-search-engine';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { rebuildIndex } from '@anpfiff/indexer/rebuild';
import type { ClubProfile, JobOffer, Place } from '@anpfiff/schemas/entities/profiles';
import { SEARCH_KINDS } from '@anpfiff/schemas/search/search-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../commands/create-job';
import { deleteAccount } from '../../commands/delete-account';
import { setAccountLocked } from '../../commands/lock-account';
import { registerClub } from '../../commands/register-club';
import { registerPerson } from '../../commands/register-person';
import { verifyAccount } from '../../commands/verify-account';
import { hashPassword } from '../../support/passwords';
import { startTestApp, type TestApp, type TestResponse } from '../../testing/test-app';

const AARAU: Place = {
  street: 'Bahnhofstrasse 1',
  zip: '5000',
  city: 'Aarau',
  state: 'CH-AG',
  lat: 47.3925,
  lon: 8.0444,
};
const BASEL: Place = { zip: '4051', city: 'Basel', state: 'CH-BS', lat: 47.5596, lon: 7.5886 };
const BERLIN: Place = { zip: '10115', city: 'Berlin', state: 'DE-BE', lat: 52.532, lon: 13.3849 };
const contact = {
  firstName: 'Levin',
  lastName: 'Hess',
  email: 'kontakt@fc-aarau.ch',
  phone: '+41 79 555 36 13',
};
const club = (name: string, address: Place): ClubProfile => ({
  name,
  description: '',
  address,
  contactInformation: contact,
});
const job = (
  clubFunction: JobOffer['clubFunction'],
  address: Place,
  subClubFunction?: JobOffer['subClubFunction'],
): JobOffer => ({
  clubFunction,
  ...(subClubFunction ? { subClubFunction } : {}),
  salary: 0,
  searchRadius: 0,
  description: 'Wir suchen dich.',
  jobExtras: [],
  address,
  contactInformation: contact,
});

const slugs = (res: TestResponse) => (res.json as { slug: string }[]).map((card) => card.slug);

describe.each(testDatabaseKinds())('the search API on %s', (kind) => {
  let t: TestDatabase;
  let app: TestApp;
  let cookie: string;

  /** The session cookie of an account of this suite (all share one password). */
  const signIn = async (email: string): Promise<string> => {
    const login = await app.request('POST', '/api/login', {
      body: JSON.stringify({ username: email, password: 'richtig-geheim' }),
    });
    return (login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  };

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    app = await startTestApp(t.db);
    const passwordHash = await hashPassword('richtig-geheim');
    const account = (email: string, country: 'CH' | 'DE' = 'CH') => ({ email, passwordHash, country });
    const aarau = await registerClub(t.db, account('aarau@example.com'), club('FC Aarau', AARAU));
    await verifyAccount(t.db, aarau.accountId);
    await createJob(t.db, aarau.clubId, job('SCHIEDSRICHTER', AARAU));
    await createJob(t.db, aarau.clubId, job('TRAINER', AARAU, 'CHEFTRAINER'));
    const basel = await registerClub(t.db, account('basel@example.com'), club('FC Basel', BASEL));
    await verifyAccount(t.db, basel.accountId);
    await createJob(t.db, basel.clubId, job('SPIELER', BASEL, 'TORWART'));
    const hidden = await registerClub(t.db, account('geheim@example.com'), club('FC Geheim', BASEL));
    await createJob(t.db, hidden.clubId, job('SCHIEDSRICHTER', BASEL));
    const berlin = await registerClub(t.db, account('berlin@example.com', 'DE'), club('SV Berlin', BERLIN));
    await verifyAccount(t.db, berlin.accountId);
    await createJob(t.db, berlin.clubId, job('SCHIEDSRICHTER', BERLIN));

    const lea = await registerPerson(t.db, account('lea@example.com'), {
      firstName: 'Lea',
      lastName: 'Meier',
      description: '',
      gender: 'FEMALE',
      phone: '+41 79 000 00 00',
      address: AARAU,
      interestedClubFunctions: ['SCHIEDSRICHTER'],
      searchRadius: 0,
    });
    await verifyAccount(t.db, lea.accountId);

    const named = await registerClub(t.db, account('facets@example.com', 'DE'), club('Facets', BERLIN));
    await verifyAccount(t.db, named.accountId);

    const engine = new PgSearchEngine(t.db);
    for (const searchKind of SEARCH_KINDS) await rebuildIndex(t.db, engine, searchKind);
    cookie = await signIn('aarau@example.com');
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it("lists the site's public offers newest first, with the total in X-Total-Count and no contact data", async () => {
    const res = await app.request('GET', '/api/jobs');
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('3');
    expect(slugs(res)).toEqual(['torwart-fc-basel', 'cheftrainer-fc-aarau', 'schiedsrichter-fc-aarau']);
    expect(res.text).not.toMatch(/kontakt@|555 36 13|contactInformation/);
    const german = await app.request('GET', '/api/jobs', { host: 'de.localhost' });
    expect(slugs(german)).toEqual(['schiedsrichter-sv-berlin']);
  });

  it('pages with page and maxResults, 20 by default and at most 100', async () => {
    const second = await app.request('GET', '/api/jobs?page=1&maxResults=2');
    expect(slugs(second)).toEqual(['schiedsrichter-fc-aarau']);
    expect(second.headers['x-total-count']).toBe('3');
    // Decimal digits only: not blank, hex or exponent, however Number() would read them; each refusal once.
    for (const page of ['', '0x10', '1e1', '99999999999999999999']) {
      const res = await app.request('GET', `/api/jobs?page=${page}`);
      expect({ page, status: res.status, json: res.json }).toEqual({
        page,
        status: 422,
        json: { errors: { page: ['Ungültige Seite.'] } },
      });
    }
    const tooMany = await app.request('GET', '/api/jobs?maxResults=101&page=-1');
    expect(tooMany.status).toBe(422);
    expect(tooMany.json).toEqual({
      errors: { maxResults: ['Höchstens 100 Ergebnisse pro Seite.'], page: ['Ungültige Seite.'] },
    });
    // Every refusal is German, also for rules without a message of their own.
    const odd = await app.request('GET', `/api/jobs?query=a&query=b&page=10001&near=${'1'.repeat(101)}`);
    expect(odd.json).toEqual({
      errors: {
        query: ['Ungültiger Suchbegriff.'],
        page: ['Ungültige Seite.'],
        near: ['Unbekannter Ort: gib eine Postleitzahl, einen Ort oder Koordinaten (Breite,Länge) an.'],
      },
    });
  });

  it('filters by comma lists of states and functions, a parent function finding its children', async () => {
    expect(slugs(await app.request('GET', '/api/jobs?states=CH-BS,CH-ZH'))).toEqual(['torwart-fc-basel']);
    expect(slugs(await app.request('GET', '/api/jobs?clubFunctions=TRAINER,SPIELER'))).toEqual([
      'torwart-fc-basel',
      'cheftrainer-fc-aarau',
    ]);
    expect(slugs(await app.request('GET', '/api/clubs?states=CH-AG'))).toEqual(['fc-aarau']);
    // A list given as repeated parameters says the same as its comma form.
    expect(slugs(await app.request('GET', '/api/jobs?states=CH-BS&states=CH-ZH'))).toEqual([
      'torwart-fc-basel',
    ]);
    const bad = await app.request('GET', '/api/jobs?states=CH-XX&clubFunctions=__proto__');
    expect(bad.status).toBe(422);
    // What was typed is not repeated in the answer.
    expect(bad.json).toEqual({
      errors: {
        states: ['Unbekannter Kanton oder unbekanntes Bundesland.'],
        clubFunctions: ['Unbekannte Funktion.'],
      },
    });
  });

  it('counts facets with the same parameters, and keeps the detail routes working', async () => {
    const facets = await app.request('GET', '/api/jobs/facets?clubFunctions=TRAINER');
    expect(facets.json).toEqual({
      total: 1,
      states: { 'CH-AG': 1 },
      clubFunctions: { SCHIEDSRICHTER: 1, TRAINER: 1, CHEFTRAINER: 1, SPIELER: 1, TORWART: 1 },
    });
    expect((await app.request('GET', '/api/clubs/facets')).json).toMatchObject({ total: 2 });
    expect((await app.request('GET', '/api/people/facets')).json).toEqual({
      total: 1,
      states: { 'CH-AG': 1 },
      clubFunctions: { SCHIEDSRICHTER: 1 },
    });
    expect((await app.request('GET', '/api/clubs/fc-aarau')).json).toMatchObject({ name: 'FC Aarau' });
    // A club called "Facets" gets another slug, so its page stays reachable.
    const facetsClub = await app.request('GET', '/api/clubs/facets-2', { host: 'de.localhost' });
    expect(facetsClub.json).toMatchObject({ name: 'Facets' });
  });

  it('finds and sorts by distance from a postcode, a town or coordinates', async () => {
    const near = await app.request('GET', '/api/clubs?near=4051&radius=30');
    expect(near.json).toEqual([
      expect.objectContaining({ slug: 'fc-basel', distanceKm: expect.any(Number) }),
    ]);
    // The postcode as letters to Switzerland address it.
    for (const written of ['CH 4051', 'CH-4051'])
      expect(
        (await app.request('GET', `/api/clubs?near=${encodeURIComponent(written)}&radius=30`)).json,
      ).toEqual(near.json);
    const sorted = await app.request('GET', '/api/clubs?near=47.39,8.04');
    expect(slugs(sorted)).toEqual(['fc-aarau', 'fc-basel']);
    const unknown = await app.request('GET', '/api/clubs?near=Nirgendwo');
    expect(unknown.status).toBe(422);
    expect(unknown.json).toEqual({
      errors: {
        near: ['Unbekannter Ort: gib eine Postleitzahl, einen Ort oder Koordinaten (Breite,Länge) an.'],
      },
    });
    // A town's name alone: the one town far and wide, or the city much larger than the others of its
    // name; where several such places carry it, the postcode must say which.
    expect((await app.request('GET', '/api/clubs?near=Basel&radius=30')).json).toEqual(near.json);
    const germany = { host: 'de.localhost' };
    expect((await app.request('GET', '/api/clubs?near=Frankfurt', germany)).status).toBe(200);
    const buchs = await app.request('GET', '/api/clubs?near=Buchs&radius=10');
    expect(buchs.status).toBe(422);
    expect(buchs.json).toEqual({
      errors: { near: ['Mehrere Orte tragen diesen Namen: gib die Postleitzahl dazu an.'] },
    });
    expect((await app.request('GET', '/api/clubs?near=9470%20Buchs&radius=10')).status).toBe(200);
    expect((await app.request('GET', '/api/clubs?radius=10')).json).toEqual({
      errors: { radius: ['Ein Umkreis braucht einen Ort (near).'] },
    });
  });

  it('adds contact details for signed-in persons and clubs from the database, not the index', async () => {
    const res = await app.request('GET', '/api/jobs?query=Schiedsrichter', { headers: { cookie } });
    expect(res.json).toEqual([
      expect.objectContaining({
        slug: 'schiedsrichter-fc-aarau',
        canViewContactDetails: true,
        contactInformation: expect.objectContaining({ email: 'kontakt@fc-aarau.ch' }),
      }),
    ]);
  });

  it('gives no contact details of an account locked while the index still holds its cards', async () => {
    // No indexer runs here: the cards stay in the index as they would until it handles the lock.
    await setAccountLocked(t.db, 'aarau@example.com', true);
    await setAccountLocked(t.db, 'lea@example.com', true);
    try {
      const headers = { cookie: await signIn('basel@example.com') };
      for (const path of ['/api/jobs?query=Aarau', '/api/clubs?query=Aarau', '/api/people?query=Meier']) {
        const cards = (await app.request('GET', path, { headers })).json as Record<string, unknown>[];
        expect(cards.length, path).toBeGreaterThan(0);
        for (const card of cards) {
          expect(card, path).not.toHaveProperty('contactInformation');
          expect(card, path).not.toHaveProperty('email');
          expect(card, path).not.toHaveProperty('phone');
          expect(card.canViewContactDetails, path).not.toBe(true);
        }
      }
    } finally {
      await setAccountLocked(t.db, 'aarau@example.com', false);
      await setAccountLocked(t.db, 'lea@example.com', false);
    }
  });

  it("joins no newcomer's contact data to the card the index still holds of a deleted namesake", async () => {
    const passwordHash = await hashPassword('richtig-geheim');
    const profile = {
      firstName: 'Tim',
      lastName: 'Keller',
      description: '',
      gender: 'MALE' as const,
      address: BASEL,
      interestedClubFunctions: ['TRAINER' as const],
      searchRadius: 0,
    };
    const before = await registerPerson(
      t.db,
      { email: 'tim@example.com', passwordHash, country: 'CH' },
      {
        ...profile,
        phone: '+41 79 111 11 11',
      },
    );
    await verifyAccount(t.db, before.accountId);
    await rebuildIndex(t.db, new PgSearchEngine(t.db), 'people');
    // No indexer runs here: the deleted person's card stays in the index, as it would until it catches up.
    await deleteAccount(t.db, before.accountId, { confirm: false });
    const after = await registerPerson(
      t.db,
      { email: 'tim.neu@example.com', passwordHash, country: 'CH' },
      {
        ...profile,
        phone: '+41 79 222 22 22',
      },
    );
    await verifyAccount(t.db, after.accountId);
    const cards = (await app.request('GET', '/api/people?query=Keller', { headers: { cookie } }))
      .json as Record<string, unknown>[];
    const newcomer = (await t.db('persons').where({ id: after.personId }).first('slug')) as { slug: string };
    // The deleted person's address is retired: the newcomer gets another, and the stale card keeps its own.
    expect(newcomer.slug).toBe('tim-keller-2');
    expect(cards.map((card) => card.slug)).toEqual(['tim-keller']);
    expect(cards[0]).not.toHaveProperty('email');
    expect(cards[0]).not.toHaveProperty('phone');
    expect(cards[0]?.canViewContactDetails).not.toBe(true);
  });
});
