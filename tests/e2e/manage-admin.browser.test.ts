/// <reference lib="dom" />
// Callbacks of page.evaluate run in the browser.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { hashPassword } from '@anpfiff/api/support/passwords';
import { createKnex } from '@anpfiff/core/db/create-knex';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../src/support/accounts';
import { ApiClient } from '../src/support/api-client';
import { Mailbox } from '../src/support/mailbox';
import { browserAvailable, launchBrowser } from '../src/support/browser';
import { clubRegistration, PASSWORD } from '../src/support/payloads';
import { migratedPgliteDataDir } from '../src/support/pglite-template';
import { type ServerProcess, startServer } from '../src/support/server-process';
import { collectErrors, newSiteContext } from '../src/support/web-page';
import { requireWebBuild, settledPath } from './manage-support';

/**
 * Nobody registers as an admin: the account is written into the embedded database before the server starts
 * (PGlite belongs to one process, so not while it runs).
 */
async function migratedDataDirWithAdmin(email: string) {
  const data = await migratedPgliteDataDir();
  const db = createKnex({ kind: 'pglite', dataDir: path.join(data.dir, 'db') });
  try {
    await db('accounts').insert({
      id: randomUUID(),
      email,
      kind: 'admin',
      country: 'CH',
      passwordHash: await hashPassword(PASSWORD),
      verifiedAt: new Date(),
    });
  } finally {
    await db.destroy();
  }
  return data;
}

// Spec section 6: settings, password change, notifications and account deletion are the person's or club's;
// an admin does not see the manage menu entries. The API refuses an admin the settings (403), so the pages
// neither offer nor show them.
describe.skipIf(!browserAvailable())('the management area of an admin, in Chromium', () => {
  const admin = uniqueEmail('admin');
  let data: { dir: string; remove(): void } | undefined;
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    requireWebBuild();
    data = await migratedDataDirWithAdmin(admin);
    server = await startServer({ DATA_DIR: data.dir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    data?.remove();
  }, 60_000);

  async function adminPage() {
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const res = await context.request.post(`${server.url}/api/login`, {
      data: { username: admin, password: PASSWORD },
      headers: { Origin: server.url },
    });
    expect(res.status(), await res.text()).toBe(200);
    const page = await context.newPage();
    return { context, page, errors: collectErrors(page) };
  }

  it('shows the admin a cockpit without the settings card, and a menu with only Abmelden', async () => {
    const { context, page, errors } = await adminPage();
    await page.goto(`${server.url}/manage/cockpit`);
    await page.getByText('Als Administrator hast du hier keine eigenen Profile.').waitFor();
    expect(await page.getByRole('link', { name: /Einstellungen/ }).count()).toBe(0);
    expect(await page.getByTestId('cockpit-cards').count()).toBe(0);

    await page.getByRole('button', { name: /Benutzermenü/ }).click();
    await page.getByRole('button', { name: 'Abmelden' }).waitFor();
    expect(await page.getByRole('link', { name: 'Einstellungen', exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);

    // What the card would have led to: the API's answer the pages now agree with.
    const status = await page.evaluate(() =>
      fetch('/api/manage/notification-settings').then((r) => r.status),
    );
    expect(status).toBe(403);
    await context.close();
  });

  it.each([
    '/manage/settings',
    '/manage/settings/reset-password',
    '/manage/settings/notifications',
    '/manage/settings/subscriptions',
  ])('sends the admin from %s to the home page, as a missing role does', async (route) => {
    const { context, page, errors } = await adminPage();
    await page.goto(`${server.url}${route}`);
    expect(await settledPath(page, route)).toBe('/');
    // The page never asked the API for settings it refuses (a 403 would show as a console error).
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers the admin no registration: not on the home page, not for the contact data it does not see', async () => {
    // A verified club, whose page hides its contact from the admin as from a visitor.
    const email = uniqueEmail('verein');
    const club = new ApiClient(server.port);
    expect((await club.post('register/club', clubRegistration('CH', email))).status).toBe(200);
    const token = await new Mailbox(data?.dir ?? '').nextToken(email);
    expect((await club.post('verify-mail', { token })).status).toBe(200);
    expect((await club.post('login', { username: email, password: PASSWORD })).status).toBe(200);
    const { slug } = (await club.get<{ slug: string }>('manage/club')).body;

    const { context, page, errors } = await adminPage();
    await page.goto(server.url);
    // The start page's eight cards, less the one to register.
    const cards = page.getByRole('main').getByRole('list').last();
    await expect.poll(() => cards.getByRole('link').count()).toBe(7);
    expect(await cards.getByRole('link', { name: /Jetzt registrieren|Zur Übersicht/ }).count()).toBe(0);
    await page.goto(`${server.url}/clubs/${slug}`);
    const notice = page.getByTestId('contact-restricted');
    await notice.waitFor();
    expect(await notice.textContent()).toBe('Kontaktdaten sehen nur Personen und Vereine.');
    expect(await notice.getByRole('link').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
