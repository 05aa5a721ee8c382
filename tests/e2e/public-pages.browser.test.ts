/// <reference lib="dom" />
// Callbacks of page.evaluate and waitForFunction run in the browser.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from '../src/support/browser';
import { startDemoServer, type DemoServer } from '../src/support/demo-server';
import { demoSlugs, getText, profileSlugOf } from '../src/support/demo-slugs';
import {
  accessibilityViolations,
  collectErrors,
  DEMO,
  newSiteContext,
  settled,
  signIn,
} from '../src/support/web-page';

describe.skipIf(!browserAvailable())('the public pages in Chromium', () => {
  let server: DemoServer;
  let browser: Browser;
  const slugs = { club: DEMO.clubSlug, job: '', person: '' };

  // The first file to start seeds the demo template, which takes a minute or two on a busy machine.
  beforeAll(async () => {
    server = await startDemoServer({ MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png' });
    browser = await launchBrowser();
    const all = await demoSlugs(server.url);
    slugs.job = all.jobs.find((s) => s.includes(DEMO.clubSlug)) ?? '';
    slugs.person = await profileSlugOf(server.url, DEMO.person);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  describe('every public route', () => {
    let page: Page;
    let errors: string[];
    beforeAll(async () => {
      const { context } = await newSiteContext(browser, { consent: 'essential' });
      page = await context.newPage();
      errors = collectErrors(page);
    });
    afterAll(async () => {
      await page?.context().close();
    });

    // A route per test: on a busy machine each has its own time, and a failure names its page.
    const routes: [string, () => string, string | RegExp][] = [
      ['/', () => '/', 'Amateurfussball verbindet'],
      ['/about', () => '/about', 'Über uns'],
      ['/community', () => '/community', 'Community'],
      ['/wiki/features/club', () => '/wiki/features/club', 'Anpfiff für Vereine'],
      ['/wiki/features/person', () => '/wiki/features/person', 'Anpfiff für Sportlerinnen und Sportler'],
      ['/terms-and-conditions', () => '/terms-and-conditions', 'Allgemeine Geschäftsbedingungen (AGB)'],
      [
        '/winning-game-terms-and-conditions',
        () => '/winning-game-terms-and-conditions',
        'Teilnahmebedingungen für Gewinnspiele',
      ],
      ['/legal-notice', () => '/legal-notice', 'Impressum'],
      ['/privacy-policy', () => '/privacy-policy', 'Datenschutzerklärung'],
      ['/clubs', () => '/clubs', 'Vereinsverzeichnis'],
      ['/jobs', () => '/jobs', 'Angebote der Vereine'],
      ['/people', () => '/people', 'Motivierte Sportler'],
      ['a club page', () => `/clubs/${slugs.club}`, 'FC Concordia Zürich'],
      ['an offer page', () => `/jobs/${slugs.job}`, /\S/],
      ['a person page', () => `/people/${slugs.person}`, /\S+ \S+/],
      ['a page that does not exist', () => '/gibt-es-nicht', 'Seite nicht gefunden'],
    ];
    it.each(routes)(
      'renders %s with its heading, without errors or accessibility violations',
      async (_name, pathOf, heading) => {
        const path = pathOf();
        errors.length = 0;
        const response = await page.goto(`${server.url}${path}`);
        const notFound = path === '/gibt-es-nicht';
        expect(response?.status()).toBe(notFound ? 404 : 200);
        await page.waitForSelector('main h1');
        if (notFound) {
          // The not-found page comes with its status, which Chromium reports as a failed load: that once.
          const failedLoad = errors.indexOf(
            'Failed to load resource: the server responded with a status of 404 (Not Found)',
          );
          expect(failedLoad).toBeGreaterThanOrEqual(0);
          errors.splice(failedLoad, 1);
        }
        // Wait until the page finished loading its data (no busy placeholders left).
        await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
        expect(await page.textContent('main h1')).toMatch(heading);
        // The description search engines show is prose of the page, never markup or an operator's note.
        const description = await page.evaluate(
          () => document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        );
        expect(description).toMatch(/\w/);
        expect(description).not.toMatch(/<|-->|\]\(|\*\*|Betreiber:/);
        expect(await accessibilityViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      },
    );
  });

  it('is accessible on a 360 px phone too, with the cookie banner and the opened menu', async () => {
    const { context } = await newSiteContext(browser, { viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const findings: Record<string, string[]> = {};
    for (const path of ['/', '/jobs', `/jobs/${slugs.job}`]) {
      await page.goto(`${server.url}${path}`);
      await page.getByTestId('cookie-banner').waitFor();
      await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
      const violations = await accessibilityViolations(page);
      if (violations.length > 0) findings[path] = violations;
    }
    await page.getByRole('button', { name: 'Nur notwendige' }).click();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('button', { name: /Land wählen/ }).click();
    const menu = await accessibilityViolations(page);
    if (menu.length > 0) findings['menu'] = menu;
    expect(findings).toEqual({});
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  }, 120_000);

  it('shows Einloggen and Registrieren and the wiki register buttons only to visitors who are signed out', async () => {
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    await page.goto(`${server.url}/wiki/features/club`);
    const register = page.getByTestId('wiki-register');
    await register.waitFor();
    expect(await register.getAttribute('href')).toBe('/register/club-profile');
    expect(await page.isVisible('nav >> text=Einloggen')).toBe(true);
    expect(await page.isVisible('nav >> text=Registrieren')).toBe(true);
    await page.goto(`${server.url}/wiki/features/person`);
    expect(await page.getByTestId('wiki-register').getAttribute('href')).toBe('/register/person-profile');

    await signIn(context, server.url, DEMO.person);
    await page.goto(`${server.url}/wiki/features/person`);
    await page.waitForSelector('main h1');
    await page.getByRole('button', { name: /Benutzermenü/ }).waitFor();
    expect(await page.getByTestId('wiki-register').count()).toBe(0);
    expect(await page.isVisible('nav >> text=Einloggen')).toBe(false);
    await page.getByRole('button', { name: /Benutzermenü/ }).click();
    expect(await page.getByRole('link', { name: 'Passende Angebote' }).getAttribute('href')).toBe(
      '/manage/person/job-matchings',
    );
    await context.close();
  });

  it('links each country site in the country switcher, and the German site speaks German of Germany', async () => {
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    await page.goto(server.url);
    const switcher = page.getByTestId('country-switcher');
    await switcher.getByRole('button', { name: /Schweiz/ }).click();
    const germany = switcher.getByRole('link', { name: 'Deutschland' });
    expect(await germany.getAttribute('href')).toBe(server.germanUrl);
    expect(await switcher.getByRole('link', { name: 'Schweiz' }).getAttribute('aria-current')).toBe('true');
    await germany.click();
    await page.waitForURL(`${server.germanUrl}/`);
    await expect.poll(() => page.textContent('main h1')).toBe('Amateurfußball verbindet');
    expect(await page.getAttribute('html', 'lang')).toBe('de-DE');
    await page.goto(`${server.germanUrl}/about`);
    await expect.poll(() => page.textContent('main')).toContain('Amateurfußball');
    expect(await page.textContent('main')).not.toContain('Fussball');
    await context.close();
  });

  it('shows the Swiss text of the content and wiki pages when the country fails, the German one when it answers', async () => {
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const country = '**/api/country';
    await page.route(country, (route) => route.fulfill({ status: 500, json: { message: 'Fehler' } }));
    const pages: [string, string][] = [
      ['/about', 'Über uns'],
      ['/community', 'Community'],
      ['/privacy-policy', 'Datenschutzerklärung'],
      ['/legal-notice', 'Impressum'],
      ['/wiki/features/club', 'Anpfiff für Vereine'],
      ['/wiki/features/person', 'Anpfiff für Sportlerinnen und Sportler'],
    ];
    // The German site without its country: the default (Swiss) site's text, not 'Wird geladen …' for good.
    for (const [path, heading] of pages) {
      await page.goto(`${server.germanUrl}${path}`);
      await expect.poll(() => page.textContent('main h1'), { message: path }).toBe(heading);
      expect(await page.locator('main [aria-busy="true"]').count(), path).toBe(0);
      expect(await page.textContent('main'), path).not.toContain('ß');
    }
    expect(await page.textContent('main')).toContain('Amateurfussball');
    // Once the country answers, the same pages show the German site's own text.
    await page.unroute(country);
    await page.goto(`${server.germanUrl}/privacy-policy`);
    await expect
      .poll(() => page.textContent('main'))
      .toContain('in Deutschland bei der Datenschutzaufsichtsbehörde');
    await page.goto(`${server.germanUrl}/wiki/features/person`);
    await expect.poll(() => page.textContent('main')).toContain('Amateurfußball');
    expect(errors.filter((e) => !/status of 500/.test(e))).toEqual([]);
    await context.close();
  });

  it('sends the title and description of the content pages and of a not-found page in the HTML, as the app shows them', async () => {
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    const decode = (s = '') => s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
    for (const [site, path, title] of [
      [server.url, '/about', 'Über uns | Anpfiff'],
      [server.url, '/privacy-policy', 'Datenschutzerklärung | Anpfiff'],
      [server.url, '/wiki/features/club', 'Anpfiff für Vereine | Anpfiff'],
      [server.germanUrl, '/community', 'Community | Anpfiff'],
      [server.url, '/gibt-es-nicht', 'Seite nicht gefunden | Anpfiff'],
      [server.url, '/clubs/gibt-es-nicht', 'Seite nicht gefunden | Anpfiff'],
      [server.germanUrl, '/jobs/a%00b', 'Seite nicht gefunden | Anpfiff'],
    ] as const) {
      const { text: html } = await getText(`${site}${path}`);
      const served = {
        title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1]),
        description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]),
      };
      expect(served.title, path).toBe(title);
      expect(served.description.length, path).toBeLessThanOrEqual(160);
      await page.goto(`${site}${path}`);
      await settled(page);
      const shown = () =>
        page.evaluate(() => ({
          title: document.title,
          description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
        }));
      await expect.poll(shown, { message: path }).toEqual(served);
    }
    await context.close();
  });

  it('sends the title and description of club, offer and person pages in the HTML, as the app shows them', async () => {
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    for (const path of [`/clubs/${slugs.club}`, `/jobs/${slugs.job}`, `/people/${slugs.person}`]) {
      const { text: html } = await getText(`${server.url}${path}`);
      const served = {
        title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
        description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
      };
      expect(served.title, path).toMatch(/ \| Anpfiff$/);
      expect(served.description, path).not.toContain('Anpfiff bringt');
      await page.goto(`${server.url}${path}`);
      await settled(page);
      const shown = await page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      }));
      const decode = (s = '') => s.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
      expect({ title: decode(served.title), description: decode(served.description) }, path).toEqual(shown);
    }
    expect(slugs.club).toBe('fc-concordia-zuerich');
    expect((await getText(`${server.url}/clubs/gibt-es-nicht`)).status).toBe(404);

    // A description is optional: without one, both sides keep the site's default instead of an empty one.
    await signIn(context, server.url, DEMO.person);
    const own = (await (await context.request.get(`${server.url}/api/manage/person`)).json()) as object;
    const cleared = await context.request.put(`${server.url}/api/manage/person`, {
      data: { ...own, description: ' \n ' },
      headers: { Origin: server.url },
    });
    expect(cleared.status(), await cleared.text()).toBe(200);
    const path = `/people/${slugs.person}`;
    const { text: html } = await getText(`${server.url}${path}`);
    const served = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
    expect(served).toMatch(/^Anpfiff bringt Amateurfussballvereine und Menschen zusammen: /);
    const shownDescription = () =>
      page.evaluate(() => document.querySelector('meta[name="description"]')?.getAttribute('content'));
    await page.goto(`${server.url}${path}`);
    await settled(page);
    expect(await shownDescription()).toBe(served);
    // Arriving from another page, the app itself has to put the default back in place of that page's.
    // The server already writes the /people description into the HTML: wait for the app's page, since a
    // popstate before the router has mounted goes unheard.
    await page.goto(`${server.url}/people`);
    await settled(page);
    expect(await shownDescription()).not.toBe(served);
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect.poll(shownDescription).toBe(served);
    await context.close();
  });
});
