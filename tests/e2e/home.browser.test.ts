/// <reference lib="dom" />
// Callbacks of page.evaluate run in the browser.
import fs from 'node:fs';
import path from 'node:path';
import { slugify } from '@anpfiff/api/support/slugs';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from '../src/support/browser';
import { startDemoServer, type DemoServer } from '../src/support/demo-server';
import { getJsonOf } from '../src/support/demo-slugs';
import { ROOT } from '../src/support/server-process';
import { DEMO, newSiteContext } from '../src/support/web-page';

/** Signs a demo account in from the page, as its login form would; the status of the answer. */
const signInByApi = (page: Page, username: string) =>
  page.evaluate(
    (name) =>
      fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: name, password: 'anpfiff-demo' }),
      }).then((r) => r.status),
    username,
  );

describe.skipIf(!browserAvailable())('the web app in Chromium', () => {
  let server: DemoServer;
  let browser: Browser;

  // The first file to start seeds the demo template, which takes a minute or two on a busy machine.
  beforeAll(async () => {
    if (!fs.existsSync(path.join(ROOT, 'web', 'dist', 'index.html'))) {
      throw new Error('web/dist is missing: run "npm run build" (npm test does) before the browser tests');
    }
    server = await startDemoServer();
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the four counters of the demo data on the home page', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(server.url);
    await expect.poll(() => page.textContent('[data-testid="stat-totalClubProfileCount"]')).toMatch(/^\d+$/);
    for (const key of [
      'totalClubProfileCount',
      'totalJobOfferCount',
      'motivatedPersonProfileCount',
      'totalPersonProfileCount',
    ]) {
      const text = (await page.textContent(`[data-testid="stat-${key}"]`)) ?? '';
      expect(Number(text.replace(/\D/g, ''))).toBeGreaterThan(0);
    }
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('de-CH');
    expect(await page.textContent('h1')).toBe('Amateurfussball verbindet');
    expect(await page.isVisible('text=Registrierte Vereine')).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('invites visitors to register, and leads someone signed in to their overview instead', async () => {
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    await page.goto(server.url);
    const cards = page.getByRole('main').getByRole('list').last();
    await cards.getByRole('link', { name: /Jetzt registrieren/ }).waitFor();
    expect(await signInByApi(page, DEMO.person)).toBe(200);
    await page.reload();
    const overview = cards.getByRole('link', { name: /Zur Übersicht/ });
    await overview.waitFor();
    expect(await overview.getAttribute('href')).toBe('/manage/cockpit');
    expect(await cards.getByRole('link', { name: /Jetzt registrieren/ }).count()).toBe(0);
    await context.close();
  });

  it('shows the not-found page for an unknown path, inside the app shell', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/gibt-es-nicht`);
    await expect.poll(() => page.textContent('h1')).toBe('Seite nicht gefunden');
    expect(await page.isVisible('nav >> text=Vereinsverzeichnis')).toBe(true);
    await page.close();
  });

  it('speaks German of Germany on the German site', async () => {
    const page = await browser.newPage();
    await page.goto(`http://de.localhost:${server.port}/`);
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('de-DE');
    await expect.poll(() => page.textContent('h1')).toBe('Amateurfußball verbindet');
    await page.close();
  });

  it('keeps the navigation in one row from 1200 px, signed out and signed in, on both sites; folds it below', async () => {
    /** Where the bar's parts sit: one row is one height, with every item at the brand's level. */
    const layout = (page: Page) =>
      page.evaluate(() => {
        const middle = (e: Element) => {
          const r = e.getBoundingClientRect();
          return Math.round(r.top + r.height / 2);
        };
        const brand = document.querySelector('header nav > a');
        const items = Array.from(document.querySelectorAll('#main-menu > li')).filter(
          (li) => li.getBoundingClientRect().width > 0,
        );
        return {
          height: document.querySelector('header')?.getBoundingClientRect().height ?? 0,
          brand: brand ? middle(brand) : -1,
          items: items.map(middle),
          toggle:
            (document.querySelector('button[aria-controls="main-menu"]') as HTMLElement).offsetWidth > 0,
          overflow: document.documentElement.scrollWidth - window.innerWidth,
        };
      });
    // The German club with the longest name: its name is the user menu's button.
    const germanClubs = await getJsonOf<{ name: string }[]>(`${server.germanUrl}/api/clubs?maxResults=100`);
    const longest = germanClubs.map((c) => c.name).sort((a, b) => b.length - a.length)[0];
    const visits: [string, string | null][] = [
      [server.url, null],
      [server.url, DEMO.club],
      [server.url, DEMO.person],
      [server.germanUrl, null],
      [server.germanUrl, 'person-de-1@example.com'],
      ...(longest
        ? ([[server.germanUrl, `kontakt@${slugify(longest)}.example.com`]] as [string, string][])
        : []),
    ];
    for (const [site, account] of visits) {
      const label = `${site} ${account ?? 'signed out'}`;
      const { context } = await newSiteContext(browser, { consent: 'essential' });
      const page = await context.newPage();
      await page.goto(site);
      if (account) {
        expect(await signInByApi(page, account), label).toBe(200);
        await page.reload();
        await page.getByRole('button', { name: /Benutzermenü/ }).waitFor({ state: 'attached' });
      } else {
        await page.locator('#main-menu >> text=Registrieren').waitFor({ state: 'attached' });
      }
      for (const width of [1200, 1366, 1440, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        const bar = await layout(page);
        expect(bar.toggle, `${label} at ${width}`).toBe(false);
        expect(bar.height, `${label} at ${width}`).toBeLessThanOrEqual(64);
        expect(bar.items.length, `${label} at ${width}`).toBeGreaterThanOrEqual(8);
        expect(new Set([bar.brand, ...bar.items]).size, `${label} at ${width}: ${bar.items}`).toBe(1);
      }
      // Below, the links fold behind the menu button, still one row; nothing is wider than the screen.
      for (const width of [390, 800, 1024, 1199]) {
        await page.setViewportSize({ width, height: 800 });
        // The menu folds once the app has seen the narrower window: read the bar until it has.
        await expect
          .poll(
            async () => {
              const bar = await layout(page);
              return [bar.toggle, bar.items.length, bar.overflow];
            },
            { message: `${label} at ${width}` },
          )
          .toEqual([true, 0, 0]);
        expect((await layout(page)).height, `${label} at ${width}`).toBeLessThanOrEqual(64);
      }
      await context.close();
    }
  }, 120_000);

  it('folds the navigation behind a menu button on a phone', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(server.url);
    const menuLink = page.locator('#main-menu >> text=Vereinsverzeichnis');
    expect(await menuLink.isVisible()).toBe(false);
    await page.click('button[aria-controls="main-menu"]');
    expect(await menuLink.isVisible()).toBe(true);
    await page.screenshot({ path: path.join(ROOT, 'test-results', 'home-phone.png'), fullPage: true });
    await page.close();
  });
});
