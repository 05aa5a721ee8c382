import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { ClubProfile, JobOffer, PersonProfile } from '@anpfiff/schemas/entities/profiles';
import { CONTENT_META_FILE } from '@anpfiff/schemas/site/content-pages';
import { metaDescription } from '@anpfiff/schemas/site/meta-description';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../commands/create-job';
import { registerClub } from '../commands/register-club';
import { registerPerson } from '../commands/register-person';
import { verifyAccount } from '../commands/verify-account';
import { startTestApp, type TestApp } from '../testing/test-app';
import { escapeHtml, pageMetaFor } from './page-meta';

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

// What the web app's build writes for its Markdown pages (web/build/markdown-pages.ts); de-DE without a
// legal notice of its own, as a site may lack a page's file, and a first paragraph longer than a description.
const CONTENT_META = {
  'de-CH': {
    about: { title: 'Über uns', description: 'Anpfiff verbindet den Amateurfussball.' },
    'legal-notice': { title: 'Impressum', description: 'Verantwortlich für den Inhalt: '.repeat(8) },
    'wiki-club': { title: 'Anpfiff für Vereine', description: 'So findet dein Verein Leute.' },
  },
  'de-DE': { about: { title: 'Über uns', description: 'Anpfiff verbindet den Amateurfußball.' } },
};

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const ogUrl = (html: string) => /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1];
const ogImage = (html: string) => /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];

describe.each(testDatabaseKinds())('page meta of detail pages on %s', (kind) => {
  let t: TestDatabase;
  let app: TestApp;
  let dist: string;
  const slugs = { club: '', job: '', jobId: '', person: '', plainClub: '', plainPerson: '' };

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, CONTENT_META_FILE), JSON.stringify(CONTENT_META));
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
    ({ slug: slugs.job, id: slugs.jobId } = await t.db('jobs').first('slug', 'id'));
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
    // The club's emblem and Lea's photo, as uploads are stored.
    await t.db('clubs').where({ id: club.clubId }).update({ avatarUrl: '/uploads/emblem-1.webp' });
    await t.db('persons').where({ id: person.personId }).update({ avatarUrl: '/uploads/lea-1.webp' });
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

  it('answers 404 with the app and its not-found title for a detail page that does not exist', async () => {
    const notFound = 'Seite nicht gefunden | Anpfiff';
    const missing = await app.request('GET', '/clubs/gibt-es-nicht');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<div id="root"></div>');
    expect(title(missing.text)).toBe(notFound);
    expect(canonical(missing.text)).toBeUndefined();
    expect((await app.request('GET', `/jobs/${slugs.job}?von=suche`)).status).toBe(200);
    const deeper = await app.request('GET', `/jobs/${slugs.job}/mehr`);
    expect(deeper.status).toBe(404);
    expect(deeper.text).toContain('<div id="root"></div>');
    expect(title(deeper.text)).toBe(notFound);
    // A path of no page at all, on either site, and an address with a NUL in the slug.
    expect(title((await app.request('GET', '/gibt-es-nicht')).text)).toBe(notFound);
    expect(title((await app.request('GET', '/foo', { host: 'de.localhost:3000' })).text)).toBe(notFound);
    for (const url of ['/clubs/%00', '/people/a%00b', '/jobs/a%00b']) {
      const res = await app.request('GET', url);
      expect(res.status, url).toBe(404);
      expect(title(res.text), url).toBe(notFound);
    }
  });

  it('looks up no record for a slug with a NUL, which Postgres could not compare', async () => {
    const ctx = { deps: { db: t.db, config: app.config }, state: { country: 'CH' } } as Parameters<
      typeof pageMetaFor
    >[0];
    for (const url of ['/clubs/%00', '/people/a%00b', '/jobs/a%00b/'])
      expect(await pageMetaFor(ctx, url), url).toBeNull();
  });

  it('gives a record one canonical address, however it was asked for, and its picture', async () => {
    const site = 'http://localhost:3000';
    for (const [url, page] of [
      [`/clubs/${slugs.club}`, `/clubs/${slugs.club}`],
      [`/clubs/${slugs.club}/`, `/clubs/${slugs.club}`],
      // Mails link offers by their id.
      [`/jobs/${slugs.jobId}`, `/jobs/${slugs.job}`],
      [`/jobs/${slugs.job}/?von=suche`, `/jobs/${slugs.job}`],
      [`/people/${slugs.person}/`, `/people/${slugs.person}`],
    ] as const) {
      const res = await app.request('GET', url);
      expect(res.status, url).toBe(200);
      expect(canonical(res.text), url).toBe(`${site}${page}`);
      expect(ogUrl(res.text), url).toBe(`${site}${page}`);
    }
    const club = await app.request('GET', `/clubs/${slugs.club}`);
    expect(ogImage(club.text)).toBe(`${site}/uploads/emblem-1.webp`);
    // An offer shows its club's emblem.
    expect(ogImage((await app.request('GET', `/jobs/${slugs.job}`)).text)).toBe(
      `${site}/uploads/emblem-1.webp`,
    );
    expect(ogImage((await app.request('GET', `/people/${slugs.person}`)).text)).toBe(
      `${site}/uploads/lea-1.webp`,
    );
    // Without a picture, no picture tag.
    expect(ogImage((await app.request('GET', `/clubs/${slugs.plainClub}`)).text)).toBeUndefined();
    // The German site's own address.
    const german = await app.request('GET', '/jobs/', { host: 'de.localhost:3000' });
    expect(canonical(german.text)).toBe('http://de.localhost:3000/jobs');
    expect(canonical((await app.request('GET', '/')).text)).toBe(`${site}/`);
  });

  it('titles the content pages as the app does, from what the build read of their Markdown', async () => {
    const about = await app.request('GET', '/about');
    expect(about.status).toBe(200);
    expect(title(about.text)).toBe('Über uns | Anpfiff');
    expect(description(about.text)).toBe('Anpfiff verbindet den Amateurfussball.');
    expect(canonical(about.text)).toBe('http://localhost:3000/about');
    expect(canonical((await app.request('GET', '/About/')).text)).toBe('http://localhost:3000/about');
    expect(title((await app.request('GET', '/wiki/features/club')).text)).toBe(
      'Anpfiff für Vereine | Anpfiff',
    );
    // The German site's own text, and the Swiss one where it has none.
    const german = await app.request('GET', '/about', { host: 'de.localhost:3000' });
    expect(description(german.text)).toBe('Anpfiff verbindet den Amateurfußball.');
    const legal = await app.request('GET', '/legal-notice', { host: 'de.localhost:3000' });
    expect(title(legal.text)).toBe('Impressum | Anpfiff');
    expect(description(legal.text)).toBe(metaDescription(CONTENT_META['de-CH']['legal-notice'].description));
    expect(description(legal.text)?.length).toBeLessThanOrEqual(160);
    // A page the build wrote no title for keeps the site's.
    const community = await app.request('GET', '/community');
    expect(community.status).toBe(200);
    expect(title(community.text)).toBe('Anpfiff – Amateurfussball verbindet');
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
