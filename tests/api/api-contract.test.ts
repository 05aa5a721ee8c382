import type { IndexData } from '@anpfiff/schemas/api/site';
import type { CurrentUser } from '@anpfiff/schemas/api/session';
import type { Stats } from '@anpfiff/schemas/api/stats';
import type { FormInput } from '@anpfiff/schemas/forms/form-definition';
import { beforeAll, describe, expect, it } from 'vitest';
import { register, signUp, uniqueEmail, verifyByMail, type Member } from '../src/support/accounts';
import { RawBody } from '../src/support/api-client';
import type { ApiServer } from '../src/support/api-server';
import { serversPerKind } from '../src/support/api-server';
import { jobPayload, personProfile, personRegistration } from '../src/support/payloads';

const UNREADABLE = { message: 'Die Anfrage konnte nicht gelesen werden.' };

const FORMS = [
  'password-update',
  'club-profile-update',
  'person-profile-update',
  'notification-settings-update',
  'job-offer-create-or-update',
  'person-registration',
  'club-registration',
  'password-reset-initiation',
  'password-reset',
  'verification-resend',
];

const servers = serversPerKind();

function flatInputs(inputs: FormInput[]): FormInput[] {
  return inputs.flatMap((input) => [input, ...flatInputs(input.inputs ?? [])]);
}

describe.each(servers.kinds)('site endpoints and the API contract on %s', (kind) => {
  let server: ApiServer;
  let club: Member;
  let person: Member;

  beforeAll(async () => {
    server = servers.get(kind);
    club = await signUp(server, 'club', { fields: { name: 'FC Seeblick' } });
    person = await signUp(server, 'person', { fields: { firstName: 'Nora', lastName: 'Graf' } });
  });

  it('tells the web app which country site it is on by the host; unknown hosts are Swiss', async () => {
    expect((await server.client().get('country')).body).toBe('CH');
    expect((await server.client({ site: 'DE' }).get('country')).body).toBe('DE');
    const unknown = await server.client().get('country', { headers: { host: 'anpfiff.example.org' } });
    expect(unknown.body).toBe('CH');
  });

  it('lists the sites of both countries for the country switcher, and no analytics id unless configured', async () => {
    const sites = await server.client().get('sites');
    expect(sites.status).toBe(200);
    expect(sites.body).toEqual({ CH: 'http://localhost:3000', DE: 'http://de.localhost:3000' });
    const analytics = await server.client().get('analytics-id');
    expect(analytics.status).toBe(200);
    expect(analytics.body).toBeNull();
  });

  it('gives the states of the site country and every club function', async () => {
    const ch = await server.client().get<IndexData>('index-data');
    const de = await server.client({ site: 'DE' }).get<IndexData>('index-data');
    expect(ch.status).toBe(200);
    expect(ch.body.states).toHaveLength(26);
    expect(de.body.states).toHaveLength(16);
    expect(ch.body.states).toContainEqual({ code: 'CH-ZH', name: 'Zürich' });
    expect(de.body.states.every((s) => s.code.startsWith('DE-'))).toBe(true);
    expect(ch.body.clubFunctions).toHaveLength(31);
    expect(ch.body.clubFunctions).toContainEqual(
      expect.objectContaining({ code: 'CHEFTRAINER', parent: 'TRAINER' }),
    );
  });

  it('counts only verified profiles of the site country', async () => {
    const stats = async (site: 'CH' | 'DE') => (await server.client({ site }).get<Stats>('stats')).body;
    const ch = await stats('CH');
    const de = await stats('DE');
    expect(ch.totalClubProfileCount).toBeGreaterThanOrEqual(1);
    expect(ch.motivatedPersonProfileCount).toBeGreaterThanOrEqual(1);

    const pending = await register(server, 'club', { fields: { name: 'FC Wartend' } });
    expect(await stats('CH')).toEqual(ch);
    await verifyByMail(server, pending.client, pending.email);
    expect(await stats('CH')).toEqual({ ...ch, totalClubProfileCount: ch.totalClubProfileCount + 1 });

    await signUp(server, 'person', { site: 'DE', fields: { interestedClubFunctions: [] } });
    expect(await stats('DE')).toEqual({ ...de, totalPersonProfileCount: de.totalPersonProfileCount + 1 });
    expect((await stats('CH')).totalPersonProfileCount).toBe(ch.totalPersonProfileCount);
  });

  it('answers the current user, or null when signed out', async () => {
    const anonymous = await server.client().get('authentication');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toBeNull();

    const asPerson = await person.client.get<CurrentUser>('authentication');
    expect(asPerson.body).toEqual({
      email: person.email,
      displayName: 'Nora Graf',
      profileSlug: person.slug,
      admin: false,
      club: null,
      person: { slug: person.slug, firstName: 'Nora', lastName: 'Graf', avatarUrl: null },
    });
    const asClub = await club.client.get<CurrentUser>('authentication');
    expect(asClub.body).toMatchObject({
      email: club.email,
      displayName: 'FC Seeblick',
      profileSlug: club.slug,
      club: { slug: club.slug, name: 'FC Seeblick', avatarUrl: null },
      person: null,
    });
  });

  it('serves every form definition, with rules the browser can check', async () => {
    for (const name of FORMS) {
      const res = await server.client().get<{ inputs: FormInput[] }>(`form-definition/${name}`);
      expect(res.status, name).toBe(200);
      expect(res.body.inputs.length, name).toBeGreaterThan(0);
      for (const input of flatInputs(res.body.inputs)) {
        expect(input, name).toEqual(
          expect.objectContaining({
            name: expect.any(String),
            type: expect.any(String),
            rules: expect.any(Array),
          }),
        );
      }
    }
    // Image fields state the server's upload limit (5 MB unless configured), for the browser to check.
    const club = await server.client().get<{ inputs: FormInput[] }>('form-definition/club-profile-update');
    const image = flatInputs(club.body.inputs).find((i) => i.type === 'IMAGE');
    expect(image?.rules).toEqual(['image', 'max-bytes:5000000']);
    const missing = await server.client().get('form-definition/club-deletion');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Formular nicht gefunden' });
  });

  it('localises form definitions per country: currency, leagues and Swiss spelling', async () => {
    const form = async (site: 'CH' | 'DE', name: string) =>
      flatInputs(
        (await server.client({ site }).get<{ inputs: FormInput[] }>(`form-definition/${name}`)).body.inputs,
      );
    const chJob = await form('CH', 'job-offer-create-or-update');
    const deJob = await form('DE', 'job-offer-create-or-update');
    expect(chJob.find((i) => i.name === 'salary')?.label).toContain('CHF');
    expect(deJob.find((i) => i.name === 'salary')?.label).toContain('EUR');
    const leagues = (inputs: FormInput[]) =>
      inputs.find((i) => i.name === 'league')?.genderDependingOptions?.M?.map((o) => o.value) ?? [];
    expect(leagues(chJob)).toContain('CH-M-4-LIGA');
    expect(leagues(deJob).every((id) => id.startsWith('DE-'))).toBe(true);
    expect((await form('CH', 'club-registration')).find((i) => i.name === 'street')?.label).toBe(
      'Strasse und Nr.',
    );
    expect((await form('DE', 'club-registration')).find((i) => i.name === 'street')?.label).toBe(
      'Straße und Nr.',
    );
  });

  it('answers unknown API paths with a JSON 404 and wrong methods with a JSON 405', async () => {
    const unknown = await server.client().get('vereine');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Nicht gefunden' });
    const wrongMethod = await server.client().get('login');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body).toEqual({ message: 'Diese Methode ist hier nicht erlaubt.' });
  });

  const multipart = (entries: [string, string][]) => {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    return form;
  };

  it('answers bodies it cannot read with the 422 message, never a crash', async () => {
    const bodies = {
      'broken JSON': new RawBody('{"username": "a@b.ch", ', 'application/json'),
      'JSON that is not an object': new RawBody('true', 'application/json'),
      'a JSON list': new RawBody('[{"username": "a@b.ch"}]', 'application/json'),
      'JSON with a __proto__ key': new RawBody(
        '{"username":"a@b.ch","__proto__":{"admin":true}}',
        'application/json',
      ),
      'multipart without boundary': new RawBody('username=a', 'multipart/form-data'),
      'JSON nested thousands deep': new RawBody(
        `{"username":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`,
        'application/json',
      ),
      // Would resize the list to four billion entries, or replace its push method.
      'a list given a length': multipart([
        ['username[0]', 'a'],
        ['username.length', '4294967295'],
      ]),
      'a list given a push': multipart([
        ['username[0]', 'a'],
        ['username.push', '1'],
        ['username[]', 'b'],
      ]),
      'a name nested thousands deep': multipart([[Array.from({ length: 3000 }, () => 'a').join('.'), 'x']]),
    };
    const answers: Record<string, unknown> = {};
    for (const [label, body] of Object.entries(bodies)) {
      const res = await server.client().post('login', body);
      answers[label] = { status: res.status, body: res.body };
    }
    expect(answers).toEqual(
      Object.fromEntries(Object.keys(bodies).map((label) => [label, { status: 422, body: UNREADABLE }])),
    );
  });

  it('refuses a body of another type instead of reading it as an empty form that clears the settings', async () => {
    await person.client.put('manage/notification-settings', { weeklyJobUpdate: true });
    for (const type of ['text/plain', 'application/xml', null]) {
      const res = await person.client.put(
        'manage/notification-settings',
        new RawBody('{"weeklyJobUpdate": false}', type),
      );
      expect({ type, status: res.status, body: res.body }).toEqual({
        type,
        status: 415,
        body: { message: 'Dieses Format wird nicht unterstützt.' },
      });
    }
    expect((await person.client.get('manage/notification-settings')).body).toEqual({ weeklyJobUpdate: true });
  });

  it('answers a multipart body over the size limit as it answers a JSON one', async () => {
    const huge = 'x'.repeat(300_000);
    const json = await server.client().post('login', { username: 'a@b.ch', password: huge });
    expect(json.status).toBe(413);
    expect(json.body).toEqual({ message: 'Die Anfrage ist zu gross.' });
    const form = new FormData();
    form.append('username', 'a@b.ch');
    form.append('password', huge);
    const multipart = await server.client().post('login', form);
    expect({ status: multipart.status, body: multipart.body }).toEqual({
      status: json.status,
      body: json.body,
    });
  });

  it('refuses text with NUL bytes as invalid input on every kind of write, never with a crash', async () => {
    const nul = 'Le\u0000a';
    const calls = {
      login: () => server.client().post('login', { username: `${nul}@example.com`, password: 'irgendwas' }),
      register: () =>
        server
          .client()
          .post('register/person', personRegistration('CH', uniqueEmail('nul'), { firstName: nul })),
      'reset initiation': () =>
        server.client().post('password-reset/initiate', { email: `${nul}@example.com` }),
      'person profile': () => person.client.put('manage/person', personProfile('CH', { description: nul })),
      'club offer': () =>
        club.client.post(
          'manage/jobs',
          jobPayload('CH', { description: `${nul} sucht eine Trainerin für die erste Mannschaft.` }),
        ),
    };
    const answers: Record<string, number> = {};
    for (const [label, call] of Object.entries(calls)) answers[label] = (await call()).status;
    // The reset answers alike for every address, so 200 is as right as 422 there.
    expect(answers).toEqual({
      login: 422,
      register: 422,
      'reset initiation': expect.toBeOneOf([200, 422]),
      'person profile': 422,
      'club offer': 422,
    });
  });
});
