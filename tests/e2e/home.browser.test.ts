import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from '../src/support/browser';
import { startDemoServer, type DemoServer } from '../src/support/demo-server';
import { ROOT } from '../src/support/server-process';

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
