import { unsubscribeUrl } from '@anpfiff/core/mail/unsubscribe-link';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { ClubProfile, PersonProfile } from '@anpfiff/schemas/entities/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClub } from '../../commands/register-club';
import { registerPerson } from '../../commands/register-person';
import { verifyAccount } from '../../commands/verify-account';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { INVALID_UNSUBSCRIBE_LINK } from './unsubscribe.schema';

const person: PersonProfile = {
  firstName: 'Lea',
  lastName: 'Meier',
  description: '',
  gender: 'FEMALE',
  address: { zip: '3011', city: 'Bern', state: 'CH-BE', lat: 46.95, lon: 7.44 },
  interestedClubFunctions: [],
  searchRadius: 0,
};
const club: ClubProfile = {
  name: 'FC Bümpliz',
  description: '',
  address: { zip: '3018', city: 'Bern', state: 'CH-BE', lat: 46.94, lon: 7.39 },
  contactInformation: {},
};
const SECRET = 'ein-geheimnis-nur-fuer-diesen-test-0123456789';
const ONE_CLICK = {
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
  body: 'List-Unsubscribe=One-Click',
};

describe.each(testDatabaseKinds())('unsubscribe links on %s', (kind) => {
  let t: TestDatabase;
  let app: TestApp;
  let accountId: string;
  let path: string;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    app = await startTestApp(t.db, { MAIL_SECRET: SECRET });
    ({ accountId } = await registerPerson(
      t.db,
      { email: 'lea@example.ch', passwordHash: 'x', country: 'CH' },
      person,
    ));
    await verifyAccount(t.db, accountId);
    const url = new URL(unsubscribeUrl(app.config.sites.CH, SECRET, accountId));
    path = `${url.pathname}${url.search}`;
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const weekly = async () =>
    (
      (await t.db('accounts').where({ id: accountId }).first('weeklyJobUpdate')) as {
        weeklyJobUpdate: boolean;
      }
    ).weeklyJobUpdate;
  const updates = async () =>
    Number(
      (await t.db('events').where({ type: 'account.updated', aggregateId: accountId }).count({ n: '*' }))[0]
        ?.n,
    );

  it('shows a page with a button on GET and changes nothing', async () => {
    const page = await app.request('GET', path, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('<html lang="de-CH">');
    expect(page.text).toContain('<form method="post" action="/api/unsubscribe?account=');
    expect(page.text).toContain('<button type="submit">Abbestellen</button>');
    expect(await weekly()).toBe(true);
    expect(await updates()).toBe(0);
  });

  it('refuses a link whose signature does not fit, and changes nothing', async () => {
    const forged = path.replace(/sig=[^&]+/, `sig=${'A'.repeat(43)}`);
    const other = path.replace(accountId, '00000000-0000-4000-8000-000000000000');
    for (const p of [forged, other, '/api/unsubscribe', '/api/unsubscribe?account=x&sig=y']) {
      const res = await app.request('POST', p, ONE_CLICK);
      expect(res.status).toBe(422);
      expect(res.json).toEqual({ message: INVALID_UNSUBSCRIBE_LINK.CH });
    }
    const page = await app.request('GET', forged, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(422);
    expect(page.text).toContain('Dieser Abmeldelink ist ungültig.');
    expect(page.text).not.toContain('<form');
    expect(await weekly()).toBe(true);
    expect(await updates()).toBe(0);
  });

  it('switches the weekly mail off on the one-click POST, with its event, once', async () => {
    const res = await app.request('POST', path, ONE_CLICK);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ unsubscribed: true });
    expect(await weekly()).toBe(false);
    expect(await updates()).toBe(1);
    const [event] = await t
      .db('events')
      .where({ type: 'account.updated', aggregateId: accountId })
      .select('payload');
    expect(event.payload).toEqual({ changed: 'notification-settings' });

    const again = await app.request('POST', path, {
      ...ONE_CLICK,
      headers: { ...ONE_CLICK.headers, accept: 'text/html' },
    });
    expect(again.status).toBe(200);
    expect(again.text).toContain(
      'Du bekommst kein wöchentliches E-Mail mit neuen Treffern mehr. In deinen Einstellungen kannst du es jederzeit wieder einschalten.',
    );
    expect(await updates()).toBe(1);
  });

  it('speaks to a club as "ihr" on both pages, as its digest does, and to a person as "du"', async () => {
    const { accountId: clubId } = await registerClub(
      t.db,
      { email: 'vorstand@fc-buempliz.ch', passwordHash: 'x', country: 'CH' },
      club,
    );
    await verifyAccount(t.db, clubId);
    const url = new URL(unsubscribeUrl(app.config.sites.CH, SECRET, clubId));
    const clubPath = `${url.pathname}${url.search}`;
    const html = { headers: { accept: 'text/html' } };

    const question = await app.request('GET', clubPath, html);
    expect(question.text).toContain(
      'Möchtet ihr das wöchentliche E-Mail mit neuen passenden Angeboten oder Personen nicht mehr bekommen?',
    );
    const done = await app.request('POST', clubPath, {
      ...ONE_CLICK,
      headers: { ...ONE_CLICK.headers, accept: 'text/html' },
    });
    expect(done.status).toBe(200);
    expect(done.text).toContain(
      'Ihr bekommt kein wöchentliches E-Mail mit neuen Treffern mehr. In euren Einstellungen könnt ihr es jederzeit wieder einschalten.',
    );
    for (const page of [question.text, done.text]) expect(page).not.toMatch(/\b(du|dich|dein\w*)\b/i);

    const personPage = await app.request('GET', path, html);
    expect(personPage.text).toContain('Möchtest du das wöchentliche E-Mail');
    expect(personPage.text).not.toMatch(/\b(ihr|euch|euer|eure\w*)\b/i);
  });

  it('words a refused link the same whoever the link names, so it tells nothing about the account', async () => {
    const forged = (id: string) => `/api/unsubscribe?account=${id}&sig=${'A'.repeat(43)}`;
    const { accountId: clubId } = await registerClub(
      t.db,
      { email: 'kasse@fc-buempliz.ch', passwordHash: 'x', country: 'CH' },
      { ...club, name: 'FC Bümpliz Senioren' },
    );
    const pages = await Promise.all(
      [clubId, accountId, '00000000-0000-4000-8000-000000000000'].map(async (id) =>
        (await app.request('GET', forged(id), { headers: { accept: 'text/html' } })).text.replace(id, 'ID'),
      ),
    );
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).toContain(INVALID_UNSUBSCRIBE_LINK.CH);
  });

  it('names the weekly mail as the mail of each site does: "das E-Mail" in Switzerland, "die E-Mail" in Germany', async () => {
    const html = { headers: { accept: 'text/html' } };
    const swiss = await app.request('GET', path, html);
    expect(swiss.text).toContain('<title>Wöchentliches E-Mail abbestellen – Anpfiff</title>');
    expect(swiss.text).toContain('<h1>Wöchentliches E-Mail abbestellen</h1>');
    expect(swiss.text).toContain(
      'Möchtest du das wöchentliche E-Mail mit neuen passenden Angeboten oder Personen nicht mehr bekommen?',
    );
    const swissInvalid = await app.request('GET', '/api/unsubscribe?account=x&sig=y', html);
    expect(swissInvalid.text).toContain(
      'Dieser Abmeldelink ist ungültig. Du kannst das wöchentliche E-Mail in deinen Einstellungen abbestellen.',
    );

    const { accountId: janId } = await registerPerson(
      t.db,
      { email: 'jan@example.de', passwordHash: 'x', country: 'DE' },
      {
        ...person,
        firstName: 'Jan',
        address: { zip: '10179', city: 'Berlin', state: 'DE-BE', lat: 52.51, lon: 13.41 },
      },
    );
    await verifyAccount(t.db, janId);
    const url = new URL(unsubscribeUrl(app.config.sites.DE, SECRET, janId));
    const german = { host: url.host, headers: { accept: 'text/html' } };
    const question = await app.request('GET', `${url.pathname}${url.search}`, german);
    expect(question.text).toContain('<html lang="de-DE">');
    expect(question.text).toContain('<h1>Wöchentliche E-Mail abbestellen</h1>');
    expect(question.text).toContain(
      'Möchtest du die wöchentliche E-Mail mit neuen passenden Angeboten oder Personen nicht mehr bekommen?',
    );
    const done = await app.request('POST', `${url.pathname}${url.search}`, {
      ...ONE_CLICK,
      host: url.host,
      headers: { ...ONE_CLICK.headers, accept: 'text/html' },
    });
    expect(done.text).toContain(
      'Du bekommst keine wöchentliche E-Mail mit neuen Treffern mehr. In deinen Einstellungen kannst du sie jederzeit wieder einschalten.',
    );
    const invalid = await app.request('POST', '/api/unsubscribe?account=x&sig=y', {
      ...ONE_CLICK,
      host: url.host,
    });
    expect(invalid.json).toEqual({
      message:
        'Dieser Abmeldelink ist ungültig. Du kannst die wöchentliche E-Mail in deinen Einstellungen abbestellen.',
    });
    for (const page of [swiss.text, swissInvalid.text, question.text, done.text])
      expect(page).not.toMatch(/wöchentliche Mail/);
  });

  it('links the settings where the page says the weekly mail is switched on there, as "du" or "ihr"', async () => {
    const html = { headers: { accept: 'text/html' } };
    const settings = (label: string, site = app.config.sites.CH) =>
      `<p><a href="${site.replace(/\/+$/, '')}/manage/settings/notifications">${label}</a></p>`;
    const { accountId: clubId } = await registerClub(
      t.db,
      { email: 'praesident@fc-buempliz.ch', passwordHash: 'x', country: 'CH' },
      { ...club, name: 'FC Bümpliz Junioren' },
    );
    await verifyAccount(t.db, clubId);
    const clubUrl = new URL(unsubscribeUrl(app.config.sites.CH, SECRET, clubId));
    const unsubscribe = (p: string) =>
      app.request('POST', p, { ...ONE_CLICK, headers: { ...ONE_CLICK.headers, accept: 'text/html' } });

    const person = await unsubscribe(path);
    expect(person.text).toContain('In deinen Einstellungen kannst du es jederzeit wieder einschalten.');
    expect(person.text).toContain(settings('Zu deinen Einstellungen'));
    const clubDone = await unsubscribe(`${clubUrl.pathname}${clubUrl.search}`);
    expect(clubDone.text).toContain('In euren Einstellungen könnt ihr es jederzeit wieder einschalten.');
    expect(clubDone.text).toContain(settings('Zu euren Einstellungen'));
    expect(clubDone.text).not.toContain('deinen');
    for (const page of [person.text, clubDone.text])
      expect(page).toContain(`<p><a href="${app.config.sites.CH}">Zur Startseite</a></p>`);

    // A refused link says "in deinen Einstellungen abbestellen" and links them, whoever it names.
    const invalid = await app.request('GET', '/api/unsubscribe?account=x&sig=y', html);
    expect(invalid.text).toContain('in deinen Einstellungen abbestellen.');
    expect(invalid.text).toContain(settings('Zu deinen Einstellungen'));
    const germanHost = new URL(app.config.sites.DE).host;
    const german = await app.request('GET', '/api/unsubscribe?account=x&sig=y', {
      ...html,
      host: germanHost,
    });
    expect(german.text).toContain(settings('Zu deinen Einstellungen', app.config.sites.DE));
    // The question, before anything changed, needs none: its button is the answer.
    expect((await app.request('GET', path, html)).text).not.toContain('/manage/settings');
  });

  it('keeps the Origin check for every other write', async () => {
    const res = await app.request('POST', '/api/logout', { headers: { origin: 'https://mail.example.net' } });
    expect(res.status).toBe(403);
  });
});
