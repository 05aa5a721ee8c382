/// <reference lib="dom" />
// Callbacks of page.evaluate and waitForFunction run in the browser.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from '../src/support/browser';
import { startDemoServer, type DemoServer } from '../src/support/demo-server';
import { collectErrors, newSiteContext } from '../src/support/web-page';

// Port 9 of the loopback address: nothing listens there, and the test answers it before it is asked.
const ANALYTICS_SCRIPT = 'http://127.0.0.1:9/analytics/gtag.js';
const ANALYTICS_ID = 'G-TEST1234';

const flags = (page: Page) =>
  page.evaluate(() => ({
    all: window.localStorage.getItem('allCookiesAccepted'),
    essential: window.localStorage.getItem('essentialCookiesAccepted'),
  }));

describe.skipIf(!browserAvailable())('cookie consent and analytics in Chromium', () => {
  let server: DemoServer;
  let browser: Browser;

  // The first file to start seeds the demo template, which takes a minute or two on a busy machine.
  beforeAll(async () => {
    server = await startDemoServer({ ANALYTICS_ID, ANALYTICS_SCRIPT_URL: ANALYTICS_SCRIPT });
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('loads analytics only after "Alle akzeptieren", once, with the configured id', async () => {
    const { context, outside } = await newSiteContext(browser);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/api/analytics-id') && asked.push(r.url()));
    await page.goto(server.url);
    const banner = page.getByTestId('cookie-banner');
    await banner.waitFor();
    await page.getByRole('link', { name: 'Vereinsverzeichnis' }).first().click();
    await page.waitForSelector('main h1');
    await page.waitForTimeout(500);
    expect(outside.urls).toEqual([]);
    expect(asked).toEqual([]);

    await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect.poll(() => outside.urls.length).toBe(1);
    expect(outside.urls[0]).toBe(`${ANALYTICS_SCRIPT}?id=${ANALYTICS_ID}`);
    expect(await banner.count()).toBe(0);
    expect(await flags(page)).toEqual({ all: 'true', essential: null });
    // gtag's queue got the anonymised configuration.
    const queued = await page.evaluate(() =>
      JSON.stringify(
        (window as unknown as { dataLayer: unknown[] }).dataLayer.map((a) =>
          Array.from(a as ArrayLike<unknown>),
        ),
      ),
    );
    expect(queued).toContain(`["config","${ANALYTICS_ID}",{"anonymize_ip":true}]`);
    // Moving on inside the app does not load it a second time.
    await page.getByRole('link', { name: 'Über uns' }).first().click();
    await page.waitForSelector('main h1');
    await page.waitForTimeout(300);
    expect(outside.urls).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('brings the banner back with "Cookie Einstellungen", which clears both flags', async () => {
    const { context, outside } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.waitForSelector('main h1');
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);
    expect(await flags(page)).toEqual({ all: null, essential: 'true' });

    await page.getByRole('button', { name: 'Cookie Einstellungen' }).click();
    await page.getByTestId('cookie-banner').waitFor();
    expect(await flags(page)).toEqual({ all: null, essential: null });
    await page.getByRole('button', { name: 'Nur notwendige' }).click();
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);
    expect(await flags(page)).toEqual({ all: null, essential: 'true' });
    await page.reload();
    await page.waitForSelector('main h1');
    expect(await page.getByTestId('cookie-banner').count()).toBe(0);
    expect(outside.urls).toEqual([]);
    await context.close();
  });
});
