import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { ClubProfile, JobOffer, PersonProfile } from '@anpfiff/schemas/entities/profiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../commands/create-job';
import { registerClub } from '../commands/register-club';
import { registerPerson } from '../commands/register-person';
import { verifyAccount } from '../commands/verify-account';
import { startTestApp, type TestApp } from '../testing/test-app';
import { escapeHtml, metaDescription } from './page-meta';

// The parts of web/index.html the middleware rewrites.
const INDEX_HTML = `<!doctype html>
<html lang="de-CH">
  <head>
    <meta
      name="description"
      content="Standard"
    />
    <title>Anpfiff – Amateurfussball verbindet</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const place = { zip: '8001', city: 'Zürich', state: 'CH-ZH', lat: 47.37, lon: 8.54 } as const;
const long = 'Wir sind ein Verein mit Herz. '.repeat(10);

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

describe.each(testDatabaseKinds())('page meta of detail pages on %s', (kind) => {
  let t: TestDatabase;
  let app: TestApp;
  let dist: string;
  const slugs = { club: '', job: '', person: '', plainClub: '', plainPerson: '' };

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    t = await openTestDatabase(kind);
    app = await startTestApp(t.db, { WEB_DIST: dist, MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' });
    const account = (email: string) => ({ email, passwordHash: 'x', country: 'CH' as const });
    const clubProfile: ClubProfile = {
      name: 'FC <Grün> & "Weiss"',
      description: long,
      address: place,
      contactInformation: {},
    };
    const club = await registerClub(t.db, account('club@example.com'), clubProfile);
    await verifyAccount(t.db, club.accountId);
    const offer: JobOffer = {
      clubFunction: 'TRAINER',
      subClubFunction: 'TORWARTTRAINER',
      salary: 0,
      searchRadius: 0,
      description: 'Für unsere Torhüter suchen wir Verstärkung.',
      jobExtras: [],
      address: place,
      contactInformation: {},
    };
    await createJob(t.db, club.clubId, offer);
    const profile: PersonProfile = {
      firstName: 'Lea',
      lastName: 'Meier',
      description: 'Ich pfeife seit zehn Jahren.',
      gender: 'FEMALE',
      address: place,
      interestedClubFunctions: ['SCHIEDSRICHTER'],
      searchRadius: 0,
    };
    const person = await registerPerson(t.db, account('lea@example.com'), profile);
    await verifyAccount(t.db, person.accountId);
    slugs.club = (await t.db('clubs').first('slug')).slug;
    slugs.job = (await t.db('jobs').first('slug')).slug;
    slugs.person = (await t.db('persons').first('slug')).slug;
    // Descriptions are optional: a club without one, a person with nothing but blanks.
    const plainClub = await registerClub(t.db, account('plain-club@example.com'), {
      ...clubProfile,
      name: 'FC Ohne Worte',
      description: '',
    });
    await verifyAccount(t.db, plainClub.accountId);
    const plainPerson = await registerPerson(t.db, account('plain@example.com'), {
      ...profile,
      firstName: 'Noah',
      lastName: 'Still',
      description: ' \n\t ',
    });
    await verifyAccount(t.db, plainPerson.accountId);
    slugs.plainClub = (await t.db('clubs').where({ id: plainClub.clubId }).first('slug')).slug;
    slugs.plainPerson = (await t.db('persons').where({ id: plainPerson.personId }).first('slug')).slug;
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('writes the club name and description into the HTML, escaped', async () => {
    const res = await app.request('GET', `/clubs/${slugs.club}`);
    expect(res.status).toBe(200);
    expect(title(res.text)).toBe(`${escapeHtml('FC <Grün> & "Weiss"')} | Anpfiff`);
    expect(res.text).not.toContain('<Grün>');
    expect(description(res.text)).toBe(metaDescription(long));
    expect(description(res.text)?.length).toBeLessThanOrEqual(160);
    expect(res.text).toContain('<meta property="og:title"');
    expect(res.text).toContain(
      `<meta property="og:url" content="http://localhost:3000/clubs/${slugs.club}" />`,
    );
  });

  it('titles an offer with its role and club, and a person with the name', async () => {
    const job = await app.request('GET', `/jobs/${slugs.job}`);
    expect(title(job.text)).toBe(`Torwarttrainer bei ${escapeHtml('FC <Grün> & "Weiss"')} | Anpfiff`);
    expect(description(job.text)).toBe('Für unsere Torhüter suchen wir Verstärkung.');
    const person = await app.request('GET', `/people/${slugs.person}`);
    expect(title(person.text)).toBe('Lea Meier | Anpfiff');
    expect(description(person.text)).toBe('Ich pfeife seit zehn Jahren.');
  });

  it('keeps the default description for a club or person without one, in the tag and in Open Graph', async () => {
    const standard =
      'Anpfiff bringt Amateurfussballvereine und Menschen zusammen: Schiedsrichter, Trainer, Spieler und Helfer in der Schweiz und in Deutschland.';
    for (const [path, name] of [
      [`/clubs/${slugs.plainClub}`, 'FC Ohne Worte'],
      [`/people/${slugs.plainPerson}`, 'Noah Still'],
    ] as const) {
      const res = await app.request('GET', path);
      expect(res.status, path).toBe(200);
      expect(title(res.text), path).toBe(`${name} | Anpfiff`);
      expect(description(res.text), path).toBe(standard);
      expect(res.text, path).toContain(`<meta property="og:description" content="${standard}" />`);
    }
  });

  it('answers 404 with the app for a detail page that does not exist, and keeps other pages as they are', async () => {
    const missing = await app.request('GET', '/clubs/gibt-es-nicht');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<div id="root"></div>');
    expect(title(missing.text)).toBe('Anpfiff – Amateurfussball verbindet');
    const other = await app.request('GET', '/about');
    expect(other.status).toBe(200);
    expect(title(other.text)).toBe('Anpfiff – Amateurfussball verbindet');
    expect((await app.request('GET', `/jobs/${slugs.job}?von=suche`)).status).toBe(200);
    const deeper = await app.request('GET', `/jobs/${slugs.job}/mehr`);
    expect(deeper.status).toBe(404);
    expect(deeper.text).toContain('<div id="root"></div>');
  });

  it('speaks German of Germany on the German site, where the Swiss club is unknown', async () => {
    const res = await app.request('GET', '/', { host: 'de.localhost:3000' });
    expect(res.text).toContain('<html lang="de-DE"');
    expect(title(res.text)).toBe('Anpfiff – Amateurfußball verbindet');
    expect((await app.request('GET', `/clubs/${slugs.club}`, { host: 'de.localhost:3000' })).status).toBe(
      404,
    );
  });

  it('titles the search and sign-in pages as the app does, in the spelling of each site', async () => {
    const swiss = await app.request('GET', '/jobs?function=TRAINER');
    expect(title(swiss.text)).toBe('Angebote der Vereine | Anpfiff');
    expect(description(swiss.text)).toBe(
      'Offene Angebote von Amateurfussballvereinen für Schiedsrichter, Trainer, Spieler und Helfer – nach Region und Funktion filtern.',
    );
    expect(swiss.text).toContain('<meta property="og:title" content="Angebote der Vereine | Anpfiff" />');
    const german = await app.request('GET', '/clubs/', { host: 'de.localhost:3000' });
    expect(title(german.text)).toBe('Vereinsverzeichnis | Anpfiff');
    expect(description(german.text)).toBe(
      'Alle Amateurfußballvereine auf Anpfiff: nach Namen, Ort und Region durchsuchen.',
    );
    expect(title((await app.request('GET', '/people')).text)).toBe('Motivierte Sportler | Anpfiff');
    const signIn = await app.request('GET', '/login');
    expect(title(signIn.text)).toBe('Anmelden | Anpfiff');
    expect(description(signIn.text)).toBe(
      'Melde dich bei Anpfiff an, um dein Profil, deine Angebote und passende Treffer zu sehen.',
    );
    expect(title((await app.request('GET', '/register')).text)).toBe('Registrieren | Anpfiff');
  });

  it("hands the browser the operator's map and analytics settings", async () => {
    const res = await app.request('GET', '/jobs');
    expect(res.text).toContain(
      '<meta name="anpfiff:map-tile-url" content="http://127.0.0.1:9/{z}/{x}/{y}.png" />',
    );
    expect(res.text).toContain(
      '<meta name="anpfiff:analytics-script-url" content="https://www.googletagmanager.com/gtag/js" />',
    );
  });

  it('lists the public pages of the site in /sitemap.xml and names it in /robots.txt', async () => {
    const sitemap = await app.request('GET', '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    for (const loc of [
      '/',
      '/jobs',
      '/privacy-policy',
      `/clubs/${slugs.club}`,
      `/jobs/${slugs.job}`,
      `/people/${slugs.person}`,
    ]) {
      expect(sitemap.text).toContain(`<loc>http://localhost:3000${loc}</loc>`);
    }
    const german = await app.request('GET', '/sitemap.xml', { host: 'de.localhost:3000' });
    expect(german.text).toContain('<loc>http://de.localhost:3000/jobs</loc>');
    expect(german.text).not.toContain(slugs.club);
    const robots = await app.request('GET', '/robots.txt');
    expect(robots.text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
