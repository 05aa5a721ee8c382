/// <reference lib="dom" />
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, expect } from 'vitest';
import { startApiServer, type ApiServer } from '../src/support/api-server';
import { launchBrowser } from '../src/support/browser';
import { PASSWORD } from '../src/support/payloads';
import { ROOT } from '../src/support/server-process';
import { accessibilityViolations, collectErrors, newSiteContext } from '../src/support/web-page';

/** The built web app the server serves (`WEB_DIST`, as the server reads it). */
export function requireWebBuild(): void {
  const dist = process.env.WEB_DIST ?? path.join(ROOT, 'web', 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html')))
    throw new Error(`${dist} is missing: run "npm run build" (npm test does) before the browser tests`);
}

/**
 * Starts an embedded server without demo data, and Chromium, before the suite's tests, hands both to
 * `started`, and closes them after the tests. Further set-up (accounts, offers) goes in a later beforeAll,
 * which runs after this one.
 */
export function withServerAndBrowser(started: (server: ApiServer, browser: Browser) => void): void {
  let server: ApiServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    requireWebBuild();
    server = await startApiServer('pglite');
    browser = await launchBrowser();
    started(server, browser);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 60_000);
}

export const siteUrl = (server: ApiServer) => `http://localhost:${server.port}`;

/** A page of a fresh browser context, signed in as `email` through the API inside that context. */
export async function signedInPage(
  browser: Browser,
  server: ApiServer,
  email: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { context } = await newSiteContext(browser, { consent: 'essential' });
  const url = siteUrl(server);
  const res = await context.request.post(`${url}/api/login`, {
    data: { username: email, password: PASSWORD },
    headers: { Origin: url },
  });
  if (!res.ok()) throw new Error(`login of ${email} failed: ${res.status()} ${await res.text()}`);
  const page = await context.newPage();
  return { context, page, errors: collectErrors(page) };
}

/** Opens a management page and waits until its breadcrumbs (and so the page's chunk) are there. */
export async function openManagePage(page: Page, server: ApiServer, route: string): Promise<void> {
  await page.goto(`${siteUrl(server)}${route}`);
  await page.getByTestId('breadcrumbs').waitFor();
}

/** axe-core finds nothing on the page as it is now. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await accessibilityViolations(page), what).toEqual([]);
}

/** The pathname the browser shows once it stops changing to something else than `from`. */
export async function settledPath(page: Page, from: string): Promise<string> {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).not.toBe(from);
  return new URL(page.url()).pathname;
}

/** Signs in through the login page, which then leads to `redirect`. */
export async function signInThroughForm(page: Page, server: ApiServer, email: string, redirect: string) {
  await page.goto(`${siteUrl(server)}/login?redirect=${encodeURIComponent(redirect)}`);
  const form = page.getByTestId('login-form');
  await form.getByLabel('E-Mail').fill(email);
  await form.getByLabel('Passwort').fill(PASSWORD);
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(redirect);
}

/** Holds every `method` request to `/api/{path}` until the returned function is called; counts them. */
export async function hold(page: Page, method: string, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const seen = { count: 0 };
  await page.route(`**/api/${path}`, async (route) => {
    if (route.request().method() === method) {
      seen.count += 1;
      await held;
    }
    await route.fallback();
  });
  return { release, seen };
}

/** What switching to another tab and back does to the page: visibilityState and its event. */
export const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

/** Opens a form page and waits until the form has loaded what it edits (Speichern is enabled then). */
export async function openLoadedForm(page: Page, server: ApiServer, route: string, testId: string) {
  await openManagePage(page, server, route);
  const form = page.getByTestId(testId);
  await expect.poll(() => form.getByRole('button', { name: 'Speichern' }).isEnabled()).toBe(true);
  return form;
}
