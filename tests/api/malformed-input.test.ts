import { beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, signUp, type Member } from '../src/support/accounts';
import { serversPerKind, type ApiServer } from '../src/support/api-server';
import { clubProfile, jobPayload, personProfile } from '../src/support/payloads';

/** Values of the wrong type for a field group, each of which once cleared the saved group with a 200. */
const NOT_A_GROUP = [12345, 'x', ['a'], true];

const servers = serversPerKind();

describe.each(servers.kinds)('input of the wrong shape on %s', (kind) => {
  let server: ApiServer;
  let club: Member;
  let person: Member;

  beforeAll(async () => {
    server = servers.get(kind);
    club = await signUp(server, 'club', { fields: { name: 'FC Formfehler' } });
    person = await signUp(server, 'person', { fields: { firstName: 'Nora', lastName: 'Gut' } });
    expectStatus(await person.client.put('manage/person', personProfile('CH')), 200, 'person profile');
    expectStatus(await club.client.post('manage/club', clubProfile('CH')), 200, 'club profile');
  });

  it('refuses a field group sent as anything but an object and keeps the saved group', async () => {
    const savedPerson = (await person.client.get('manage/person')).body;
    const savedClub = (await club.client.get('manage/club')).body;
    const job = expectStatus(
      await club.client.post<{ slug: string }>('manage/jobs', jobPayload('CH')),
      200,
      'offer',
    ).body;
    const savedJob = (await club.client.get(`manage/jobs/${job.slug}`)).body;
    for (const value of NOT_A_GROUP) {
      const own = await person.client.put('manage/person', { ...personProfile('CH'), currentJob: value });
      expect({ value, status: own.status, body: own.body }).toEqual({
        value,
        status: 422,
        body: { errors: { currentJob: ['Aktuelle Tätigkeit ist ungültig.'] } },
      });
      const clubs = await club.client.post('manage/club', {
        ...clubProfile('CH'),
        contactInformation: value,
      });
      expect({ value, status: clubs.status, body: clubs.body }).toEqual({
        value,
        status: 422,
        body: { errors: { contactInformation: ['Kontaktperson ist ungültig.'] } },
      });
      const offer = await club.client.put(`manage/jobs/${job.slug}`, {
        ...jobPayload('CH'),
        contactInformation: value,
      });
      expect({ value, status: offer.status, body: offer.body }).toEqual({
        value,
        status: 422,
        body: { errors: { contactInformation: ['Kontaktperson ist ungültig.'] } },
      });
    }
    expect((await person.client.get('manage/person')).body).toEqual(savedPerson);
    expect((await club.client.get('manage/club')).body).toEqual(savedClub);
    expect((await club.client.get(`manage/jobs/${job.slug}`)).body).toEqual(savedJob);
  });

  it('refuses text with a lone UTF-16 surrogate instead of storing it as a replacement character', async () => {
    const savedPerson = (await person.client.get('manage/person')).body;
    const savedClub = (await club.client.get('manage/club')).body;
    // JSON.stringify writes the lone half as the escape \ud800, which the server's JSON parser reads back.
    const own = await person.client.put('manage/person', { ...personProfile('CH'), firstName: 'Nora\ud800' });
    expect({ status: own.status, body: own.body }).toEqual({
      status: 422,
      body: { errors: { firstName: ['Vorname enthält ungültige Zeichen.'] } },
    });
    const clubs = await club.client.post('manage/club', { ...clubProfile('CH'), name: '\udc00FC' });
    expect({ status: clubs.status, body: clubs.body }).toEqual({
      status: 422,
      body: { errors: { name: ['Vereinsname enthält ungültige Zeichen.'] } },
    });
    expect((await person.client.get('manage/person')).body).toEqual(savedPerson);
    expect((await club.client.get('manage/club')).body).toEqual(savedClub);
  });

  it('pages search results by decimal digits only, each refusal said once', async () => {
    const anonymous = server.client();
    for (const page of ['', '0x10', '99999999999999999999']) {
      const res = await anonymous.get(`jobs?page=${page}`);
      expect({ page, status: res.status, body: res.body }).toEqual({
        page,
        status: 422,
        body: { errors: { page: ['Ungültige Seite.'] } },
      });
    }
    const unknown = await anonymous.get('people?states=__proto__&clubFunctions=%3Cb%3E');
    expect(unknown.body).toEqual({
      errors: {
        states: ['Unbekannter Kanton oder unbekanntes Bundesland.'],
        clubFunctions: ['Unbekannte Funktion.'],
      },
    });
  });

  it('answers an address over the header limit with the German JSON message, not a bare 431', async () => {
    const anonymous = server.client();
    for (const path of [`jobs?query=${'a'.repeat(100_000)}`, `jobs?${'states=CH-ZH&'.repeat(3000)}`]) {
      const res = await anonymous.get(path);
      expect({ status: res.status, type: res.headers['content-type'], body: res.body }).toEqual({
        status: 431,
        type: 'application/json; charset=utf-8',
        body: { message: 'Die Anfrage ist zu lang.' },
      });
    }
    // The server goes on answering.
    expect((await anonymous.get('jobs')).status).toBe(200);
  });
});
