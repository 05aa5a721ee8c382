import fs from 'node:fs';
import path from 'node:path';
import { png } from '@anpfiff/api/uploads/test-images';
import type { Club, PersonCard } from '@anpfiff/schemas/api/profiles';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Member } from '../src/support/accounts';
import { serversPerKind, type ApiServer } from '../src/support/api-server';
import { clubProfile, personProfile, toFormData } from '../src/support/payloads';

const UNREADABLE = { message: 'Die Anfrage konnte nicht gelesen werden.' };

const servers = serversPerKind();

describe.each(servers.kinds)('own profiles on %s', (kind) => {
  let server: ApiServer;
  let club: Member;
  let person: Member;

  beforeAll(async () => {
    server = servers.get(kind);
    club = await signUp(server, 'club', { fields: { name: 'FC Eigenbau' } });
    person = await signUp(server, 'person', { fields: { firstName: 'Timo', lastName: 'Wyss' } });
  });

  it('gives the club its profile in the shape of its edit form', async () => {
    const res = await club.client.get('manage/club');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      slug: club.slug,
      name: 'FC Eigenbau',
      description: '',
      avatarUrl: null,
      address: { street: 'Sportweg 1', zip: '8001', city: 'Zürich' },
      contactInformation: clubProfile('CH').contactInformation,
    });
  });

  it('saves the club profile, prefixes links without a scheme and clears fields left empty', async () => {
    const first = await club.client.post('manage/club', clubProfile('CH', { name: 'FC Eigenbau 1921' }));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      name: 'FC Eigenbau 1921',
      websiteUrl: 'https://fc-testdorf.example.com',
    });

    const { instagramUrl, ...rest } = clubProfile('CH', {
      name: 'FC Eigenbau 1921',
      websiteUrl: 'fc-eigenbau.example.com',
      address: { zip: '3011', city: 'Bern' },
    });
    // Saved by the first form, left empty in the second.
    expect(first.body).toMatchObject({ instagramUrl });
    const second = await club.client.post('manage/club', rest);
    expect(second.status).toBe(200);
    expect(second.body).not.toHaveProperty('instagramUrl');
    expect(second.body).toMatchObject({
      websiteUrl: 'http://fc-eigenbau.example.com',
      address: { zip: '3011', city: 'Bern' },
    });
    expect(second.body).not.toHaveProperty('address.street');

    const publicView = await server.client().get<Club>(`clubs/${club.slug}`);
    expect(publicView.body).toMatchObject({
      name: 'FC Eigenbau 1921',
      state: 'CH-BE',
      instagramUrl: null,
      websiteUrl: 'http://fc-eigenbau.example.com',
    });
  });

  it('refuses an invalid club profile field by field and keeps the saved one', async () => {
    const before = (await club.client.get('manage/club')).body;
    const res = await club.client.post('manage/club', {
      ...clubProfile('CH'),
      name: ' ',
      description: 'x'.repeat(5001),
      websiteUrl: 'kein link',
      contactInformation: { email: 'keine-mail', phone: 'ruf mich an' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: {
        name: ['Vereinsname ist ein Pflichtfeld.'],
        description: ['Beschreibung darf höchstens 5000 Zeichen lang sein.'],
        websiteUrl: ['Webseite ist keine gültige URL'],
        'contactInformation.email': ['E-Mail ist keine gültige E-Mail-Adresse.'],
        'contactInformation.phone': ['Telefon ist keine gültige Telefonnummer.'],
      },
    });
    expect((await club.client.get('manage/club')).body).toEqual(before);
  });

  it('stores an uploaded emblem as a re-encoded image and refuses files that are not images', async () => {
    const form = toFormData(clubProfile('CH', { name: 'FC Eigenbau 1921' }));
    form.append(
      'selectedImage',
      new Blob([new Uint8Array(await png(64, 48))], { type: 'image/png' }),
      'wappen.png',
    );
    const res = await club.client.post<{ avatarUrl: string }>('manage/club', form);
    expect(res.status).toBe(200);
    expect(res.body.avatarUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    const image = await server.client().get(res.body.avatarUrl);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await server.client().get<Club>(`clubs/${club.slug}`)).body.avatarUrl).toBe(res.body.avatarUrl);

    const fake = toFormData(clubProfile('CH'));
    fake.append(
      'selectedImage',
      new Blob(['<script>alert(1)</script>'], { type: 'image/png' }),
      'wappen.png',
    );
    const refused = await club.client.post('manage/club', fake);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      errors: { selectedImage: ['Bitte wähle eine Bilddatei (JPG, PNG, WebP oder GIF).'] },
    });
    expect((await club.client.get<{ avatarUrl: string }>('manage/club')).body.avatarUrl).toBe(
      res.body.avatarUrl,
    );
  });

  it('finds no emblems when no emblem source is configured, and adopts none', async () => {
    const before = (await club.client.get('manage/club')).body;
    const search = await club.client.get('club-emblem');
    expect(search.status).toBe(200);
    expect(search.body).toEqual([]);
    expect((await club.client.get('club-emblem?query=FC%20Basel')).body).toEqual([]);
    const tooLong = await club.client.get(`club-emblem?query=${'a'.repeat(101)}`);
    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toEqual({ errors: { query: ['Der Suchbegriff ist zu lang.'] } });

    const pick = await club.client.post('club-emblem', {
      avatarUri: 'https://upload.wikimedia.org/wappen.png',
    });
    expect(pick.status).toBe(422);
    expect(pick.body).toEqual({ message: 'Dieses Wappen kann nicht übernommen werden.' });
    const none = await club.client.post('club-emblem', {});
    expect(none.body).toEqual({ errors: { avatarUri: ['Bitte wähle ein Wappen.'] } });
    expect((await club.client.get('manage/club')).body).toEqual(before);
  });

  it('gives the person their profile with e-mail and birthday', async () => {
    const res = await person.client.get('manage/person');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      slug: person.slug,
      email: person.email,
      firstName: 'Timo',
      lastName: 'Wyss',
      address: { zip: '8001', city: 'Zürich' },
      interestedClubFunctions: ['SCHIEDSRICHTER', 'TRAINER'],
      searchRadius: 0,
    });
  });

  it('saves a person profile sent as multipart with nested and indexed names', async () => {
    const profile = personProfile('CH', {
      firstName: 'Timo',
      lastName: 'Wyss',
      currentJob: { clubFunction: 'SPIELER', clubName: 'FC Altdorf', teamGender: 'F', league: 'CH-F-2-LIGA' },
      interestedClubFunctions: ['TORWART', 'TORWARTTRAINER', 'BETREUER'],
    });
    const form = toFormData(profile);
    expect(form.get('currentJob.league')).toBe('CH-F-2-LIGA');
    expect(form.get('interestedClubFunctions[2]')).toBe('BETREUER');
    const res = await person.client.put('manage/person', form);
    expect(res.status).toBe(200);
    const own = await person.client.get('manage/person');
    expect(own.body).toMatchObject({
      birthday: '1994-03-17',
      gender: 'FEMALE',
      phone: '+41 79 123 45 67',
      searchRadius: 30,
      currentJob: { clubFunction: 'SPIELER', clubName: 'FC Altdorf', teamGender: 'F', league: 'CH-F-2-LIGA' },
      interestedClubFunctions: ['TORWART', 'TORWARTTRAINER', 'BETREUER'],
    });
    const publicView = await server.client().get<PersonCard>(`people/${person.slug}`);
    expect(publicView.body).toMatchObject({
      birthYear: 1994,
      currentJob: { leagueHierarchy: ['Schweiz', 'Frauen', '2. Liga'] },
    });
  });

  it('accepts lists sent as repeated `name[]` fields, the way browsers append values', async () => {
    const form = toFormData({ ...personProfile('CH'), interestedClubFunctions: [] });
    form.append('interestedClubFunctions[]', 'PLATZWART');
    form.append('interestedClubFunctions[]', 'MATERIALWART');
    const res = await person.client.put('manage/person', form);
    expect({ status: res.status, body: res.body }).toMatchObject({
      status: 200,
      body: { interestedClubFunctions: ['PLATZWART', 'MATERIALWART'] },
    });
  });

  it('refuses invalid person values with the field and a German message', async () => {
    const res = await person.client.put('manage/person', {
      ...personProfile('CH'),
      birthday: '1990-02-30',
      gender: 'X',
      phone: 'keine',
      searchRadius: 'weit',
      currentJob: { clubFunction: 'SPIELER', league: 'CH-M-4-LIGA' },
      interestedClubFunctions: ['TRAINER', 42],
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: {
        birthday: ['Kein gültiges Datum'],
        gender: ['Geschlecht enthält einen ungültigen Wert.'],
        phone: ['Telefon ist keine gültige Telefonnummer.'],
        searchRadius: ['Suchradius in km muss eine Zahl sein.'],
        'currentJob.league': ['Bitte wähle zuerst, ob es ein Männer- oder Frauenteam ist.'],
        interestedClubFunctions: ['Ich interessiere mich für ist ungültig.'],
      },
    });
    const tooYoung = await person.client.put('manage/person', {
      ...personProfile('CH'),
      birthday: '2019-01-01',
    });
    expect(tooYoung.body).toEqual({ errors: { birthday: ['Kein gültiges Datum'] } });
    const german = await person.client.put('manage/person', {
      ...personProfile('CH'),
      searchRadius: 501,
      currentJob: { teamGender: 'M', league: 'DE-M-E1-BUNDESLIGA' },
    });
    expect(german.body).toEqual({
      errors: {
        searchRadius: ['Suchradius in km muss zwischen 0 und 500 liegen.'],
        'currentJob.league': ['Liga enthält einen ungültigen Wert.'],
      },
    });
  });

  it('answers multipart field names it cannot read with a 422 message and changes nothing', async () => {
    const before = (await person.client.get('manage/person')).body;
    const names = [
      '__proto__.isAdmin',
      'constructor[prototype]',
      'interestedClubFunctions[99999]',
      'address]',
    ];
    const answers = [];
    for (const name of names) {
      const form = toFormData(personProfile('CH'));
      form.append(name, 'x');
      const res = await person.client.put('manage/person', form);
      answers.push({ name, status: res.status, body: res.body });
    }
    expect(answers).toEqual(names.map((name) => ({ name, status: 422, body: UNREADABLE })));
    expect((await person.client.get('manage/person')).body).toEqual(before);
  });

  it('answers a name used both as a value and as a group with a 422, in either order', async () => {
    const before = (await person.client.get('manage/person')).body;
    const clashes: [string, string][] = [
      ['address', 'address.zip'],
      ['currentJob', 'currentJob.clubName'],
      ['interestedClubFunctions[0]', 'interestedClubFunctions[0].code'],
    ];
    const answers = [];
    for (const [plain, nested] of clashes) {
      for (const order of [
        [plain, nested],
        [nested, plain],
      ]) {
        const form = new FormData();
        for (const name of order) form.append(name, '8001');
        const res = await person.client.put('manage/person', toFormData(personProfile('CH'), form));
        answers.push({ order, status: res.status, contract: Object.keys(res.body as object) });
      }
    }
    // Either part of the 422 contract is fine; a crash is not.
    expect(answers).toEqual(
      answers.map(({ order }) => ({
        order,
        status: 422,
        contract: [expect.stringMatching(/^(errors|message)$/)],
      })),
    );
    expect((await person.client.get('manage/person')).body).toEqual(before);
  });

  it('takes a replaced photo offline and off the disk, and keeps the photo when a save sends none', async () => {
    const save = async (withImage: boolean) => {
      const form = toFormData(personProfile('CH'));
      if (withImage)
        form.append(
          'selectedImage',
          new Blob([new Uint8Array(await png(40, 40))], { type: 'image/png' }),
          'ich.png',
        );
      const res = await person.client.put<{ avatarUrl: string }>('manage/person', form);
      expect(res.status).toBe(200);
      return res.body.avatarUrl;
    };
    const first = await save(true);
    const onDisk = path.join(server.dataDir, first.slice(1));
    expect(fs.existsSync(onDisk)).toBe(true);
    expect(await save(false)).toBe(first);
    expect((await server.client().get(first)).status).toBe(200);

    const second = await save(true);
    expect(second).not.toBe(first);
    expect((await server.client().get(first)).status).toBe(404);
    expect(fs.existsSync(onDisk)).toBe(false);
    expect((await server.client().get(second)).status).toBe(200);
    expect((await server.client().get<PersonCard>(`people/${person.slug}`)).body.avatarUrl).toBe(second);
  });
});
