/// <reference lib="dom" />
import type { Browser, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import type { ApiServer } from '../src/support/api-server';
import { browserAvailable } from '../src/support/browser';
import { newSiteContext, settled } from '../src/support/web-page';
import { signUp } from '../src/support/accounts';
import { signedInPage, siteUrl, withServerAndBrowser } from './manage-support';

const PAGE_FAILED =
  'Diese Seite konnte nicht geladen werden. Prüfe deine Internetverbindung und lade die Seite neu.';

// The clubs page's own chunk and the toasts' chunk, as the build names them (name-hash.js).
const CLUBS_PAGE_CODE = /\/assets\/clubs-[^/]+\.js$/;
const TOASTS_CODE = /\/assets\/toast-stack-[^/]+\.js$/;
const USER_MENU_CODE = /\/assets\/user-menu-[^/]+\.js$/;

const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name });
const mainHeading = (page: Page) => page.locator('main h1').textContent();

describe.skipIf(!browserAvailable())(
  'code that does not download (a dropped line, a new version), in Chromium',
  () => {
    let server: ApiServer;
    let browser: Browser;

    withServerAndBrowser((s, b) => {
      server = s;
      browser = b;
    });

    it('says so in place of the page, keeps the menu working, and shows the page after Seite neu laden', async () => {
      const { context } = await newSiteContext(browser, { consent: 'essential' });
      const page = await context.newPage();
      await page.route(CLUBS_PAGE_CODE, (route) => route.abort('internetdisconnected'));
      await page.goto(`${siteUrl(server)}/`);
      await settled(page);

      await navLink(page, 'Vereinsverzeichnis').click();
      const notice = page.getByTestId('page-load-failed');
      await notice.waitFor();
      expect(await notice.getByText(PAGE_FAILED).count()).toBe(1);
      expect(await page.getByRole('alert').filter({ has: notice }).count()).toBe(1);
      // The rest of the app is still there: the next page loads.
      await navLink(page, 'Angebote Vereine').click();
      await page.waitForURL(`${siteUrl(server)}/jobs`);
      await settled(page);
      expect(await notice.count()).toBe(0);

      // Back on the failed page, the line is up again: the reload brings it.
      await page.goBack();
      await notice.waitFor();
      await page.unroute(CLUBS_PAGE_CODE);
      await page.getByRole('button', { name: 'Seite neu laden' }).click();
      await settled(page);
      expect(page.url()).toBe(`${siteUrl(server)}/clubs`);
      expect(await mainHeading(page)).toBeTruthy();
      expect(await notice.count()).toBe(0);
      await context.close();
    });

    it('goes on without toasts: a form that is refused still shows why on its fields', async () => {
      const { context } = await newSiteContext(browser, { consent: 'essential' });
      const page = await context.newPage();
      await page.route(TOASTS_CODE, (route) => route.abort('internetdisconnected'));
      await page.goto(`${siteUrl(server)}/register/person-profile`);
      const form = page.getByTestId('registration-form');
      await expect.poll(() => form.getByRole('button', { name: 'Registrieren' }).isEnabled()).toBe(true);
      await form.getByRole('button', { name: 'Registrieren' }).click();
      await form.getByTestId('error-email').waitFor();
      expect(await form.getByLabel('E-Mail').getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByTestId('toasts').count()).toBe(0);
      // Still the app: the form takes input and the menu leads on.
      await form.getByLabel('E-Mail').fill('max@example.ch');
      expect(await form.getByTestId('error-email').count()).toBe(0);
      await navLink(page, 'Einloggen').click();
      await page.getByTestId('login-form').waitFor();
      await context.close();
    });

    it('keeps the signed-in bar and the page when the user menu does not download', async () => {
      const club = await signUp(server, 'club');
      const { context, page } = await signedInPage(browser, server, club.email);
      await page.route(USER_MENU_CODE, (route) => route.abort('internetdisconnected'));
      await page.goto(`${siteUrl(server)}/jobs`);
      await settled(page);
      // Signed in: the menu's place stays empty, there is no Einloggen, and the page and its menu work.
      expect(await navLink(page, 'Einloggen').count()).toBe(0);
      expect(await page.getByRole('button', { name: /Benutzermenü/ }).count()).toBe(0);
      await navLink(page, 'Vereinsverzeichnis').click();
      await page.waitForURL(`${siteUrl(server)}/clubs`);
      await settled(page);
      expect(await page.getByTestId('page-load-failed').count()).toBe(0);
      await context.close();
    });
  },
);
