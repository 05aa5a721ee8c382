import type { Club, Job, PersonCard } from '@anpfiff/schemas/api/profiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, register, signUp, type Member } from '../src/support/accounts';
import type { ApiClient } from '../src/support/api-client';
import { serversPerKind, type ApiServer } from '../src/support/api-server';
import { clubRegistration, jobPayload, PASSWORD, personProfile } from '../src/support/payloads';

const servers = serversPerKind();

// What a public person read must never show, whoever asks.
const PRIVATE_PERSON_KEYS = ['birthday', 'accountId', 'passwordHash'];

describe.each(servers.kinds)('public reads on %s', (kind) => {
  let server: ApiServer;
  let club: Member;
  let person: Member;
  let job: { id: string; slug: string };
  let germanClub: Member;
  let germanJob: { id: string; slug: string };
  const callers: Record<string, () => ApiClient> = {};

  beforeAll(async () => {
    server = servers.get(kind);
    club = await signUp(server, 'club', { fields: { name: 'FC Lesbar' } });
    job = expectStatus(await club.client.post<Job>('manage/jobs', jobPayload('CH')), 200, 'job').body;
    person = await signUp(server, 'person', { fields: { firstName: 'Nora', lastName: 'Graf' } });
    expectStatus(
      await person.client.put('manage/person', personProfile('CH', { firstName: 'Nora' })),
      200,
      'profile',
    );
    germanClub = await signUp(server, 'club', { site: 'DE', fields: { name: 'SV Grenzland' } });
    germanJob = expectStatus(
      await germanClub.client.post<Job>('manage/jobs', jobPayload('DE')),
      200,
      'job',
    ).body;
    const reader = await signUp(server, 'club', { fields: { name: 'FC Nachbar' } });
    // Registered but never verified: the login is refused, so the caller stays anonymous.
    const unverified = await register(server, 'person', { fields: { firstName: 'Ueli' } });
    const refused = await unverified.client.post('login', { username: unverified.email, password: PASSWORD });
    expect(refused.body).toEqual({ message: 'Dein Account ist gesperrt' });
    callers.anonymous = () => server.client();
    callers.unverified = () => unverified.client;
    callers.person = () => person.client;
    callers.club = () => reader.client;
  });

  it('shows a club with its address and its offers', async () => {
    const res = await server.client().get<Club>(`clubs/${club.slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      slug: club.slug,
      name: 'FC Lesbar',
      address: { street: 'Sportweg 1', zip: '8001', city: 'Zürich' },
      state: 'CH-ZH',
      avatarUrl: null,
    });
    const jobs = await server.client().get<Job[]>(`clubs/${club.slug}/jobs`);
    expect(jobs.status).toBe(200);
    expect(jobs.body.map((j) => j.slug)).toEqual([job.slug]);
    expect(jobs.body[0]).toMatchObject({ clubSlug: club.slug, clubName: 'FC Lesbar', currency: 'CHF' });
  });

  it('shows an offer by slug and by id, with the league hierarchy and currency of its country', async () => {
    const bySlug = await server.client().get<Job>(`jobs/${job.slug}`);
    const byId = await server.client().get<Job>(`jobs/${job.id}`);
    expect(bySlug.status).toBe(200);
    expect(byId.body).toEqual(bySlug.body);
    expect(bySlug.body).toMatchObject({
      clubFunction: 'TRAINER',
      subClubFunction: 'CHEFTRAINER',
      league: 'CH-M-4-LIGA',
      leagueHierarchy: ['Schweiz', 'Männer', '4. Liga'],
      salary: 1500,
      currency: 'CHF',
      jobExtras: ['FREE_MEMBERSHIP', 'EQUIPMENT'],
      address: { zip: '8001', city: 'Zürich' },
    });
    const german = await server.client({ site: 'DE' }).get<Job>(`jobs/${germanJob.slug}`);
    expect(german.body.currency).toBe('EUR');
  });

  it('shows a person with the birth year, never the birthday', async () => {
    const res = await server.client().get<PersonCard>(`people/${person.slug}`);
    expect(res.status).toBe(200);
    for (const key of [...PRIVATE_PERSON_KEYS, 'email', 'phone']) expect(res.body).not.toHaveProperty(key);
    expect(res.body).toMatchObject({
      firstName: 'Nora',
      lastName: 'Brunner',
      birthYear: 1994,
      currentJob: { clubFunction: 'SCHIEDSRICHTER', clubName: 'FC Altdorf' },
      interestedClubFunctions: ['SCHIEDSRICHTER', 'TRAINER'],
    });
    const signedIn = await person.client.get<PersonCard>(`people/${person.slug}`);
    for (const key of PRIVATE_PERSON_KEYS) expect(signedIn.body).not.toHaveProperty(key);
  });

  describe.each(['anonymous', 'unverified'])('contact data for %s callers', (caller) => {
    it('is absent from clubs, offers and people', async () => {
      const api = callers[caller]?.() as ApiClient;
      const clubRes = await api.get<Club>(`clubs/${club.slug}`);
      expect(clubRes.body.canViewContactDetails).toBe(false);
      expect(clubRes.body).not.toHaveProperty('contactInformation');
      for (const offer of [
        (await api.get<Job>(`jobs/${job.slug}`)).body,
        ...(await api.get<Job[]>(`clubs/${club.slug}/jobs`)).body,
      ]) {
        expect(offer.canViewContactDetails).toBe(false);
        expect(offer).not.toHaveProperty('contactInformation');
      }
      const personRes = await api.get<PersonCard>(`people/${person.slug}`);
      expect(personRes.body.canViewContactDetails).toBe(false);
      expect(personRes.body).not.toHaveProperty('email');
      expect(personRes.body).not.toHaveProperty('phone');
    });
  });

  describe.each(['person', 'club'])('contact data for signed-in %s callers', (caller) => {
    it('is present on clubs, offers and people', async () => {
      const api = callers[caller]?.() as ApiClient;
      const clubRes = await api.get<Club>(`clubs/${club.slug}`);
      expect(clubRes.body.canViewContactDetails).toBe(true);
      expect(clubRes.body.contactInformation).toEqual(clubRegistration('CH', club.email).contactInformation);
      for (const offer of [
        (await api.get<Job>(`jobs/${job.id}`)).body,
        ...(await api.get<Job[]>(`clubs/${club.slug}/jobs`)).body,
      ]) {
        expect(offer.canViewContactDetails).toBe(true);
        expect(offer.contactInformation).toEqual(jobPayload('CH').contactInformation);
      }
      const personRes = await api.get<PersonCard>(`people/${person.slug}`);
      expect(personRes.body).toMatchObject({
        canViewContactDetails: true,
        email: person.email,
        phone: '+41 79 123 45 67',
      });
    });
  });

  it('does not show profiles of unverified accounts', async () => {
    const pending = await register(server, 'club', { fields: { name: 'FC Unsichtbar' } });
    // The slug comes from the name; it is checked below once the account is verified.
    const res = await server.client().get(`clubs/fc-unsichtbar`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Verein nicht gefunden' });
    expect((await server.client().get(`clubs/fc-unsichtbar/jobs`)).status).toBe(404);
    const token = await server.mailbox.nextToken(pending.email);
    expectStatus(await pending.client.post('verify-mail', { token }), 200, 'verify');
    expect((await server.client().get(`clubs/fc-unsichtbar`)).status).toBe(200);

    await register(server, 'person', { fields: { firstName: 'Ida', lastName: 'Versteckt' } });
    expect((await server.client().get('people/ida-versteckt')).status).toBe(404);
  });

  it('shows each country site only its own clubs, offers and people', async () => {
    const swiss = server.client();
    const german = server.client({ site: 'DE' });
    expect((await german.get(`clubs/${germanClub.slug}`)).status).toBe(200);
    expect((await swiss.get(`clubs/${germanClub.slug}`)).status).toBe(404);
    expect((await swiss.get(`clubs/${germanClub.slug}/jobs`)).status).toBe(404);
    expect((await swiss.get(`jobs/${germanJob.slug}`)).status).toBe(404);
    expect((await swiss.get(`jobs/${germanJob.id}`)).body).toEqual({ message: 'Angebot nicht gefunden' });
    expect((await german.get(`jobs/${job.id}`)).status).toBe(404);
    expect((await german.get(`people/${person.slug}`)).status).toBe(404);
  });

  it('answers 404 for anything that does not exist, however odd the address', async () => {
    const api = server.client();
    const paths = [
      'clubs/gibt-es-nicht',
      'clubs/gibt-es-nicht/jobs',
      'people/gibt-es-nicht',
      'jobs/gibt-es-nicht',
      'jobs/00000000-0000-4000-8000-000000000000',
      `clubs/${'x'.repeat(3000)}`,
      'clubs/%C3%BC%E2%80%AEfc',
      'people/..%2F..%2Fetc',
      'jobs/%00',
      'clubs/fc%00lesbar',
      'people/a%00',
    ];
    const answers: Record<string, unknown> = {};
    for (const path of paths) {
      const res = await api.get(path);
      answers[path] = { status: res.status, body: res.body };
    }
    // All at once, so a failure lists every address that is not answered as missing.
    expect(answers).toEqual(
      Object.fromEntries(paths.map((path) => [path, { status: 404, body: { message: expect.any(String) } }])),
    );
  });
});
