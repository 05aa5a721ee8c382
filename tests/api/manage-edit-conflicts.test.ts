import fs from 'node:fs';
import path from 'node:path';
import { png } from '@anpfiff/api/uploads/test-images';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient, ApiResponse, RequestBody, RequestOptions } from '../src/support/api-client';
import { expectStatus, signUp, type Member } from '../src/support/accounts';
import { serversPerKind, type ApiServer } from '../src/support/api-server';
import { clubProfile, jobPayload, personProfile, toFormData } from '../src/support/payloads';

/** The one answer to an edit made on a version that another device has replaced since. */
const EDITED_ELSEWHERE = {
  message:
    'Diese Angaben wurden inzwischen an anderer Stelle geändert. Lade die Seite neu und übernimm deine Änderungen noch einmal.',
};

type Form = Record<string, unknown>;

/** An own record's edit form: where it is read and how it is saved (the club's is a POST, as in the spec). */
interface EditForm {
  what: string;
  member: () => Member;
  path: () => string;
  save: (client: ApiClient, body: RequestBody, options?: RequestOptions) => Promise<ApiResponse<Form>>;
  /** The field the first of two people changes (to a new value every time); the second one changes another. */
  changed: string;
  first: (form: Form) => Form;
  second: (form: Form) => Form;
}

let change = 0;
const next = () => (change += 1);

const etagOf = (res: ApiResponse) => res.headers.etag;
const ifMatch = (etag: string | undefined) => ({ headers: { 'If-Match': etag ?? '' } });

const servers = serversPerKind();

describe.each(servers.kinds)('edits of the same record from two devices on %s', (kind) => {
  let server: ApiServer;
  let club: Member;
  let person: Member;
  let jobSlug: string;

  beforeAll(async () => {
    server = servers.get(kind);
    club = await signUp(server, 'club', { fields: { name: 'FC Zwei Geräte' } });
    person = await signUp(server, 'person', { fields: { firstName: 'Nina', lastName: 'Zwei' } });
    expectStatus(
      await club.client.post('manage/club', clubProfile('CH', { name: 'FC Zwei Geräte' })),
      200,
      'club',
    );
    expectStatus(await person.client.put('manage/person', personProfile('CH')), 200, 'person');
    jobSlug = expectStatus(
      await club.client.post<{ slug: string }>('manage/jobs', jobPayload('CH')),
      200,
      'offer',
    ).body.slug;
  });

  const forms: EditForm[] = [
    {
      what: 'an offer',
      member: () => club,
      path: () => `manage/jobs/${jobSlug}`,
      save: (client, body, options) => client.put(`manage/jobs/${jobSlug}`, body, options),
      changed: 'salary',
      first: (form) => ({ ...form, salary: 2000 + next() }),
      second: (form) => ({
        ...form,
        description: 'Neu beschrieben auf dem zweiten Gerät, mit Training am Abend.',
      }),
    },
    {
      what: 'the club profile',
      member: () => club,
      path: () => 'manage/club',
      save: (client, body, options) => client.post('manage/club', body, options),
      changed: 'websiteUrl',
      first: (form) => ({ ...form, websiteUrl: `https://zwei-geraete-${next()}.example.com` }),
      second: (form) => ({ ...form, description: 'Auf dem zweiten Gerät neu beschrieben.' }),
    },
    {
      what: 'the person profile',
      member: () => person,
      path: () => 'manage/person',
      save: (client, body, options) => client.put('manage/person', body, options),
      changed: 'searchRadius',
      first: (form) => ({ ...form, searchRadius: 40 + next() }),
      second: (form) => ({
        ...form,
        description: 'Auf dem zweiten Gerät neu beschrieben, Schiedsrichterin.',
      }),
    },
  ];

  describe.each(forms)('$what', (form) => {
    const read = () => form.member().client.get<Form>(form.path());

    it('refuses the second of two saves made on the same read, and keeps the first one', async () => {
      const loaded = await read();
      expect(loaded.status).toBe(200);
      expect(etagOf(loaded)).toMatch(/^W\/"\d+"$/);
      // The same account on another device: a client of its own with the same session.
      const other = form.member().client.clone();

      const first = await form.save(form.member().client, form.first(loaded.body), ifMatch(etagOf(loaded)));
      expect(first.status).toBe(200);
      const afterFirst = await read();
      const second = await form.save(other, form.second(loaded.body), ifMatch(etagOf(loaded)));

      expect(second.status).toBe(422);
      expect(second.body).toEqual(EDITED_ELSEWHERE);
      expect(etagOf(second)).toBeUndefined();
      const now = await read();
      expect(now.body).toEqual(afterFirst.body);
      expect(now.body).toEqual(first.body);
      expect(etagOf(now)).toBe(etagOf(first));
    });

    it('saves an edit made on the current version and answers with the new version', async () => {
      const loaded = await read();
      const saved = await form.save(form.member().client, form.second(loaded.body), ifMatch(etagOf(loaded)));
      expect(saved.status).toBe(200);
      expect(etagOf(saved)).toMatch(/^W\/"\d+"$/);
      expect(etagOf(saved)).not.toBe(etagOf(loaded));
      expect(etagOf(await read())).toBe(etagOf(saved));

      // The answer's version is the one to go on with; the one before it is spent.
      const next = await form.save(form.member().client, form.first(saved.body), ifMatch(etagOf(saved)));
      expect(next.status).toBe(200);
      const stale = await form.save(form.member().client, form.second(saved.body), ifMatch(etagOf(saved)));
      expect(stale.body).toEqual(EDITED_ELSEWHERE);
    });

    it('takes multipart forms with If-Match, as the web app sends them', async () => {
      const loaded = await read();
      const saved = await form.save(
        form.member().client,
        toFormData(form.first(loaded.body)),
        ifMatch(etagOf(loaded)),
      );
      expect(saved.status).toBe(200);
      const stale = await form.save(
        form.member().client,
        toFormData(form.second(loaded.body)),
        ifMatch(etagOf(loaded)),
      );
      expect(stale.status).toBe(422);
      expect(stale.body).toEqual(EDITED_ELSEWHERE);
    });

    it('saves without If-Match as before, whatever happened meanwhile', async () => {
      const loaded = await read();
      const first = await form.save(form.member().client, form.first(loaded.body), ifMatch(etagOf(loaded)));
      expect(first.body[form.changed]).not.toEqual(loaded.body[form.changed]);
      const unconditional = await form.save(form.member().client, form.second(loaded.body));
      expect(unconditional.status).toBe(200);
      // The whole form wins, as it always did: the first change is undone.
      expect(unconditional.body[form.changed]).toEqual(loaded.body[form.changed]);
      expect((await read()).body).toEqual(unconditional.body);
      expect(etagOf(unconditional)).toBe(etagOf(await read()));
      // `*` asks for any version: the same as no If-Match.
      expect((await form.save(form.member().client, form.first(loaded.body), ifMatch('*'))).status).toBe(200);
    });

    it('compares by the version a tag names, and refuses tags that name none', async () => {
      const loaded = await read();
      const strong = etagOf(loaded)?.replace(/^W\//, '');
      expect((await form.save(form.member().client, form.first(loaded.body), ifMatch(strong))).status).toBe(
        200,
      );
      const current = etagOf(await read());
      for (const tag of ['"nicht-unseres"', 'W/"99999999999999999999"', '"1"'])
        expect((await form.save(form.member().client, form.second(loaded.body), ifMatch(tag))).body).toEqual(
          EDITED_ELSEWHERE,
        );
      // A list matches when one of its tags does.
      const listed = await form.save(
        form.member().client,
        form.second(loaded.body),
        ifMatch(`"1", ${current}`),
      );
      expect(listed.status).toBe(200);
    });

    it('lets exactly one of two saves sent at once on the same version through', async () => {
      const loaded = await read();
      const [a, b] = await Promise.all([
        form.save(form.member().client, form.first(loaded.body), ifMatch(etagOf(loaded))),
        form.save(form.member().client, form.second(loaded.body), ifMatch(etagOf(loaded))),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 422]);
      const winner = a.status === 200 ? a : b;
      expect((await read()).body).toEqual(winner.body);
    });
  });

  it.each(forms.filter((f) => f.what !== 'an offer'))(
    'stores no image sent with a save of $what that is refused',
    async (form) => {
      const loaded = await form.member().client.get<Form>(form.path());
      expect(
        (await form.save(form.member().client, form.first(loaded.body), ifMatch(etagOf(loaded)))).status,
      ).toBe(200);
      const uploads = () => fs.readdirSync(path.join(server.dataDir, 'uploads')).sort();
      const before = fs.existsSync(path.join(server.dataDir, 'uploads')) ? uploads() : [];
      const body = toFormData(form.second(loaded.body));
      body.append(
        'selectedImage',
        new Blob([new Uint8Array(await png(32, 32))], { type: 'image/png' }),
        'bild.png',
      );
      const refused = await form.save(form.member().client, body, ifMatch(etagOf(loaded)));
      expect(refused.body).toEqual(EDITED_ELSEWHERE);
      expect(fs.existsSync(path.join(server.dataDir, 'uploads')) ? uploads() : []).toEqual(before);
    },
  );
});
