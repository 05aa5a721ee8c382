import type { Job, OwnJob } from '@anpfiff/schemas/api/profiles';
import type { FormInput } from '@anpfiff/schemas/forms/form-definition';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, signUp, type Member } from '../src/support/accounts';
import { serversPerKind, type ApiServer } from '../src/support/api-server';
import { jobPayload, toFormData } from '../src/support/payloads';

interface OwnJobDetail {
  id: string;
  slug: string;
  [field: string]: unknown;
}

const servers = serversPerKind();

describe.each(servers.kinds)('a club manages its offers on %s', (kind) => {
  let server: ApiServer;
  let club: Member;
  let rival: Member;

  beforeAll(async () => {
    server = servers.get(kind);
    club = await signUp(server, 'club', { fields: { name: 'FC Angebot' } });
    rival = await signUp(server, 'club', { fields: { name: 'FC Rivale' } });
  });

  const create = async (overrides: object = {}) =>
    expectStatus(
      await club.client.post<OwnJobDetail>('manage/jobs', jobPayload('CH', overrides)),
      200,
      'create',
    ).body;

  it('publishes an offer that the club lists and everybody can read', async () => {
    const res = await club.client.post<OwnJobDetail>('manage/jobs', jobPayload('CH'));
    expect(res.status).toBe(200);
    const { contactInformation, ...fields } = jobPayload('CH');
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      slug: expect.stringMatching(/^cheftrainer-fc-angebot/),
      createdAt: expect.any(String),
      ...fields,
      contactInformation,
    });
    expect(Date.now() - Date.parse(res.body.createdAt as string)).toBeLessThan(5 * 60_000);

    expect((await club.client.get(`manage/jobs/${res.body.slug}`)).body).toEqual(res.body);
    const own = await club.client.get<OwnJob[]>('manage/jobs');
    expect(own.body).toContainEqual({
      slug: res.body.slug,
      clubFunction: 'TRAINER',
      subClubFunction: 'CHEFTRAINER',
      teamCategory: 'AKTIVE',
      teamGender: 'M',
      league: 'CH-M-4-LIGA',
      leagueHierarchy: ['Schweiz', 'Männer', '4. Liga'],
      salary: 1500,
      currency: 'CHF',
      createdAt: res.body.createdAt,
      matchings: 0,
    });
    const publicView = await server.client().get<Job>(`jobs/${res.body.slug}`);
    expect(publicView.body).toMatchObject({ id: res.body.id, clubSlug: club.slug, clubName: 'FC Angebot' });
    const clubJobs = await server.client().get<Job[]>(`clubs/${club.slug}/jobs`);
    expect(clubJobs.body.map((job) => job.slug)).toContain(res.body.slug);
  });

  it('takes an offer sent as multipart with indexed lists and nested groups', async () => {
    const payload = jobPayload('CH', {
      clubFunction: 'SCHIEDSRICHTER',
      subClubFunction: undefined,
      salary: 80,
    });
    const form = toFormData(payload);
    expect(form.get('jobExtras[1]')).toBe('EQUIPMENT');
    expect(form.get('contactInformation.email')).toBe('sport@fc-testdorf.example.com');
    const res = await club.client.post<OwnJobDetail>('manage/jobs', form);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      clubFunction: 'SCHIEDSRICHTER',
      salary: 80,
      jobExtras: ['FREE_MEMBERSHIP', 'EQUIPMENT'],
      address: { zip: '8001', city: 'Zürich' },
      contactInformation: payload.contactInformation,
    });
    expect(res.body).not.toHaveProperty('subClubFunction');
    expect(res.body.slug).toMatch(/^schiedsrichter-fc-angebot/);
  });

  it('numbers the slugs of offers that would read the same', async () => {
    const first = await create({ clubFunction: 'UNTERSTUETZER', subClubFunction: 'PLATZWART' });
    const second = await create({ clubFunction: 'UNTERSTUETZER', subClubFunction: 'PLATZWART' });
    expect(first.slug).toBe('platzwart-fc-angebot');
    expect(second.slug).toBe('platzwart-fc-angebot-2');
  });

  it('edits an offer under the same slug and clears the fields left empty', async () => {
    const job = await create();
    const res = await club.client.put<OwnJobDetail>(`manage/jobs/${job.slug}`, {
      clubFunction: 'SPIELER',
      subClubFunction: 'TORWART',
      description: 'Wir suchen einen Torwart für die zweite Mannschaft, Training dienstags.',
      address: { zip: '3011', city: 'Bern' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: job.id,
      slug: job.slug,
      createdAt: job.createdAt,
      clubFunction: 'SPIELER',
      subClubFunction: 'TORWART',
      salary: 0,
      searchRadius: 0,
      description: 'Wir suchen einen Torwart für die zweite Mannschaft, Training dienstags.',
      jobExtras: [],
      address: { zip: '3011', city: 'Bern' },
      contactInformation: {},
    });
    const publicView = await club.client.get<Job>(`jobs/${job.id}`);
    expect(publicView.body).toMatchObject({
      league: null,
      leagueHierarchy: [],
      state: 'CH-BE',
      contactInformation: {},
    });
  });

  it('refuses an invalid offer field by field and changes nothing', async () => {
    const job = await create();
    const invalid = {
      clubFunction: 'SPIELER',
      subClubFunction: 'CHEFTRAINER',
      league: 'CH-M-4-LIGA',
      salary: 'viel',
      searchRadius: 501,
      description: 'kurz',
      jobExtras: ['GRATIS_BIER'],
      address: { zip: '99', city: '' },
      contactInformation: { email: 'x', phone: 'abc' },
    };
    const errors = {
      salary: ['Entschädigung pro Saison (CHF) muss eine Zahl sein.'],
      subClubFunction: ['Genauer passt nicht zur gewählten Funktion.'],
      league: ['Bitte wähle zuerst, ob es ein Männer- oder Frauenteam ist.'],
      searchRadius: ['Suchradius in km muss zwischen 0 und 500 liegen.'],
      description: ['Beschreibung muss mindestens 20 Zeichen lang sein.'],
      jobExtras: ['Zusätzliche Leistungen enthält einen ungültigen Wert.'],
      'address.zip': ['PLZ ist keine gültige Postleitzahl.'],
      'address.city': ['Ort ist ein Pflichtfeld.'],
      'contactInformation.email': ['E-Mail ist keine gültige E-Mail-Adresse.'],
      'contactInformation.phone': ['Telefon ist keine gültige Telefonnummer.'],
    };
    const before = await club.client.get<OwnJob[]>('manage/jobs');
    const created = await club.client.post('manage/jobs', invalid);
    expect(created.status).toBe(422);
    expect(created.body).toEqual({ errors });
    expect((await club.client.get('manage/jobs')).body).toEqual(before.body);

    const updated = await club.client.put(`manage/jobs/${job.slug}`, invalid);
    expect(updated.body).toEqual({ errors });
    expect((await club.client.get(`manage/jobs/${job.slug}`)).body).toEqual(job);

    const empty = await club.client.post('manage/jobs', {});
    expect(empty.body).toEqual({
      errors: {
        clubFunction: ['Gesuchte Funktion ist ein Pflichtfeld.'],
        description: ['Beschreibung ist ein Pflichtfeld.'],
        'address.zip': ['PLZ ist ein Pflichtfeld.'],
        'address.city': ['Ort ist ein Pflichtfeld.'],
      },
    });
  });

  it('takes German leagues and euros on the German site, and refuses Swiss leagues there', async () => {
    const german = await signUp(server, 'club', { site: 'DE', fields: { name: 'SV Liga' } });
    const definition = await german.client.get<{ inputs: FormInput[] }>(
      'form-definition/job-offer-create-or-update',
    );
    const league = definition.body.inputs.find((i) => i.name === 'league')?.genderDependingOptions?.F?.[0]
      ?.value;
    expect(league).toMatch(/^DE-F-/);
    const swissLeague = await german.client.post(
      'manage/jobs',
      jobPayload('DE', { teamGender: 'M', league: 'CH-M-4-LIGA' }),
    );
    expect(swissLeague.body).toEqual({ errors: { league: ['Liga enthält einen ungültigen Wert.'] } });
    const swissZip = await german.client.post(
      'manage/jobs',
      jobPayload('DE', { address: { zip: '8001', city: 'Zürich' } }),
    );
    expect(swissZip.body).toEqual({ errors: { 'address.zip': ['PLZ ist keine gültige Postleitzahl.'] } });

    const res = await german.client.post<OwnJobDetail>(
      'manage/jobs',
      jobPayload('DE', { teamGender: 'F', league }),
    );
    expect(res.status).toBe(200);
    const publicView = await server.client({ site: 'DE' }).get<Job>(`jobs/${res.body.slug}`);
    expect(publicView.body).toMatchObject({ currency: 'EUR', league, state: 'DE-BE' });
    expect(publicView.body.leagueHierarchy.at(-1)).toEqual(expect.any(String));
  });

  it('deletes an offer: gone from the list and the public site, and a second delete finds nothing', async () => {
    const job = await create({ clubFunction: 'UNTERSTUETZER', subClubFunction: 'FAHRDIENST' });
    const res = await club.client.delete(`manage/jobs/${job.slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    const own = await club.client.get<OwnJob[]>('manage/jobs');
    expect(own.body.map((j) => j.slug)).not.toContain(job.slug);
    expect((await server.client().get(`jobs/${job.slug}`)).status).toBe(404);
    expect((await server.client().get(`jobs/${job.id}`)).status).toBe(404);
    const again = await club.client.delete(`manage/jobs/${job.slug}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Angebot nicht gefunden' });
    expect((await club.client.get(`manage/jobs/${job.slug}`)).status).toBe(404);
    expect((await club.client.put(`manage/jobs/${job.slug}`, jobPayload('CH'))).status).toBe(404);
    // A shared or bookmarked link of the deleted offer never leads to a later one.
    const later = await create({ clubFunction: 'UNTERSTUETZER', subClubFunction: 'FAHRDIENST' });
    expect(later.slug).not.toBe(job.slug);
    expect((await server.client().get(`jobs/${job.slug}`)).status).toBe(404);
  });

  it("treats another club's offer as missing: it cannot be read, edited or deleted", async () => {
    const job = await create();
    const publicBefore = (await server.client().get<Job>(`jobs/${job.slug}`)).body;
    for (const res of [
      await rival.client.get(`manage/jobs/${job.slug}`),
      await rival.client.put(`manage/jobs/${job.slug}`, jobPayload('CH', { salary: 1 })),
      await rival.client.delete(`manage/jobs/${job.slug}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Angebot nicht gefunden' });
    }
    expect((await rival.client.get<OwnJob[]>('manage/jobs')).body).toEqual([]);
    expect((await club.client.get(`manage/jobs/${job.slug}`)).body).toEqual(job);
    expect((await server.client().get(`jobs/${job.slug}`)).body).toEqual(publicBefore);
  });
});
