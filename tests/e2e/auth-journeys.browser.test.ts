/// <reference lib="dom" />
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../src/support/api-client';
import { browserAvailable, launchBrowser } from '../src/support/browser';
import { personRegistration } from '../src/support/payloads';
import { collectErrors, newSiteContext } from '../src/support/web-page';
import {
  type AuthServer,
  freshEmail,
  linkIn,
  PASSWORD,
  startAuthServer,
  submitLogin,
  verifiedAccount,
} from './auth-support';

const alertText = (page: Page) => page.getByTestId('form-alert').innerText();

// Port 9 of the loopback address: nothing listens there, and the test answers it before it is asked.
const ANALYTICS_SCRIPT = 'http://127.0.0.1:9/analytics/gtag.js';
// What gtag.js does with the queued configuration: a page view of its page_location, or else of the address
// the page has when the script runs.
const GTAG_STUB = `(() => {
  const config = (window.dataLayer || []).map((a) => Array.from(a)).find((a) => a[0] === 'config');
  (window.pageViews = window.pageViews || []).push((config && config[2] && config[2].page_location) || location.href);
})();`;

const pageViews = (page: Page) =>
  page.evaluate(() => (window as unknown as { pageViews?: string[] }).pageViews ?? []);
const queued = (page: Page) =>
  page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []));

describe.skipIf(!browserAvailable())('sign-in, registration and password reset in Chromium', () => {
  let server: AuthServer;
  let browser: Browser;

  beforeAll(async () => {
    // Analytics configured as in production: only a browser that accepted all cookies loads it.
    vi.stubEnv('ANALYTICS_ID', 'G-TEST1234');
    vi.stubEnv('ANALYTICS_SCRIPT_URL', ANALYTICS_SCRIPT);
    try {
      server = await startAuthServer();
    } finally {
      vi.unstubAllEnvs();
    }
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function newPage() {
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    return { context, page, errors: collectErrors(page) };
  }

  it('registers a person, refuses the unverified login, verifies through the mailed link and signs in', async () => {
    const { context, page, errors } = await newPage();
    const email = freshEmail('lea');
    const posts: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && posts.push(new URL(r.url()).pathname));

    await page.goto(`${server.url}/register`);
    await page.getByRole('heading', { level: 1, name: 'Registrieren' }).waitFor();
    await page.getByRole('link', { name: 'Als Person registrieren' }).click();
    const form = page.getByTestId('registration-form');
    await form.getByRole('heading', { name: 'Als Person registrieren' }).waitFor();
    await expect.poll(() => form.getByRole('button', { name: 'Registrieren' }).isEnabled()).toBe(true);

    // Client checks abort the submit: the required fields say so and nothing is sent.
    await form.getByRole('button', { name: 'Registrieren' }).click();
    await expect
      .poll(() => form.getByTestId('error-firstName').innerText())
      .toBe('Vorname ist ein Pflichtfeld.');
    expect(await form.getByTestId('error-email').innerText()).toBe('E-Mail ist ein Pflichtfeld.');
    expect(await form.getByTestId('error-termsAccepted').innerText()).toBe(
      'Bitte akzeptiere die AGB und die Datenschutzerklärung.',
    );
    expect(await page.getByTestId('toasts').innerText()).toContain('Prüfe deine Angaben');
    expect(posts).toEqual([]);
    // The first invalid field has the focus, and editing a field clears its error.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await form.getByLabel('Vorname').fill('Lea');
    expect(await form.getByTestId('error-firstName').count()).toBe(0);

    await form.getByLabel('E-Mail').fill(email);
    await form.getByLabel(/^Passwort\W*$/).fill(PASSWORD);
    await form.getByLabel('Passwort bestätigen').fill(PASSWORD);
    await form.getByLabel('Nachname').fill('Brunner');
    await form.getByLabel('PLZ').fill('8001');
    await form.getByLabel(/^Ort\W*$/).fill('Zürich');
    await form.getByRole('button', { name: /Ich interessiere mich für/ }).click();
    const dialog = page.getByTestId('multi-select-dialog');
    await dialog.getByLabel('Schiedsrichter', { exact: true }).check();
    await dialog.getByRole('button', { name: 'Fertig' }).click();
    expect(await form.getByRole('button', { name: /Ich interessiere mich für/ }).innerText()).toContain(
      'Schiedsrichter',
    );
    await form.getByLabel(/Ich akzeptiere die AGB/).check();
    await form.getByRole('button', { name: 'Registrieren' }).click();

    await page.waitForURL(`${server.url}/register-success`);
    // The warning of the refused first try went with the accepted one; it does not follow to this page.
    expect(await page.getByTestId('toasts').innerText()).not.toContain('Prüfe deine Angaben');
    const success = page.getByTestId('register-success');
    expect(await success.innerText()).toContain(email);
    expect(await success.innerText()).toContain('Spam-Ordner');
    expect(posts).toEqual(['/api/register/person']);

    const firstLink = linkIn(await server.mailbox.next(email), '/verify-mail');
    // No mail arrived, as far as the user knows: one tap sends a new link, and the first one stops working.
    await success.getByRole('button', { name: 'Link erneut senden' }).click();
    await expect.poll(() => success.getByRole('status').innerText()).toContain(email);
    // A link asked for again sets a password: only whoever reads the mail switches the account on.
    const secondLink = linkIn(await server.mailbox.next(email), '/reset-password');

    // Not verified yet: the account is locked.
    await page.goto(`${server.url}/login`);
    await submitLogin(page, email);
    await expect.poll(() => alertText(page)).toBe('Dein Account ist gesperrt');

    // A link that no longer works says so and offers a new one on the spot.
    await page.goto(firstLink);
    await expect
      .poll(() => alertText(page))
      .toBe('Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.');
    expect(page.url()).toBe(`${server.url}/verify-mail`);
    const resend = page.getByTestId('resend-verification-form');
    await resend.getByLabel('E-Mail').fill(email);
    await resend.getByRole('button', { name: 'Link anfordern' }).click();
    await page.getByText(`Falls zu ${email} ein noch nicht bestätigtes Konto gehört`).waitFor();
    const link = linkIn(await server.mailbox.next(email), '/reset-password');
    expect(link).not.toBe(secondLink);

    await page.goto(link);
    const reset = page.getByTestId('reset-password-form');
    await expect.poll(() => reset.getByRole('button', { name: 'Passwort speichern' }).isEnabled()).toBe(true);
    // The token went with the page, and left the address bar (and this history entry).
    expect(page.url()).toBe(`${server.url}/reset-password`);
    await reset.getByLabel(/^Passwort\W*$/).fill('Bestaetigt-2024');
    await reset.getByLabel('Passwort bestätigen').fill('Bestaetigt-2024');
    await reset.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.waitForURL(`${server.url}/login`);
    await page.getByTestId('login-notice').waitFor();
    await submitLogin(page, email, 'Bestaetigt-2024');
    await page.waitForURL(`${server.url}/manage/cockpit`);
    // The menu is the signed-in one: the person's own entries, no Einloggen.
    await page.getByRole('button', { name: /Benutzermenü/ }).click();
    expect(await page.getByRole('link', { name: 'Zu meiner Person' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Meine Angebote' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Einloggen' }).count()).toBe(0);
    expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
    await context.close();
  });

  it('shows the server field error of an address already taken on its field, and clears it on edit', async () => {
    const taken = await verifiedAccount(server, 'person');
    const { context, page } = await newPage();
    await page.goto(`${server.url}/register/person-profile`);
    const form = page.getByTestId('registration-form');
    await expect.poll(() => form.getByRole('button', { name: 'Registrieren' }).isEnabled()).toBe(true);
    // Refused in the browser first, then by the server: one warning, not the same one twice.
    await form.getByRole('button', { name: 'Registrieren' }).click();
    await page.getByTestId('toasts').getByText('Prüfe deine Angaben').waitFor();
    await form.getByLabel('E-Mail').fill(taken);
    await form.getByLabel(/^Passwort\W*$/).fill(PASSWORD);
    await form.getByLabel('Passwort bestätigen').fill(PASSWORD);
    await form.getByLabel('Vorname').fill('Max');
    await form.getByLabel('Nachname').fill('Muster');
    await form.getByLabel('PLZ').fill('3011');
    await form.getByLabel(/^Ort\W*$/).fill('Bern');
    await form.getByLabel(/Ich akzeptiere die AGB/).check();
    await form.getByRole('button', { name: 'Registrieren' }).click();

    await expect.poll(() => form.getByTestId('error-email').count()).toBe(1);
    expect(await form.getByTestId('error-email').innerText()).toMatch(/existiert bereits/);
    expect(await form.getByLabel('E-Mail').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByTestId('toasts').getByText('Prüfe deine Angaben').count()).toBe(1);
    expect(page.url()).toBe(`${server.url}/register/person-profile`);
    await form.getByLabel('E-Mail').fill(freshEmail('max'));
    expect(await form.getByTestId('error-email').count()).toBe(0);
    expect(await form.getByLabel('E-Mail').getAttribute('aria-invalid')).toBe('false');
    await context.close();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const email = await verifiedAccount(server, 'person');
    const { context, page } = await newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await page.waitForURL(`${server.url}/initiate-password-reset`);
    const start = page.getByTestId('initiate-reset-form');
    await expect.poll(() => start.getByRole('button', { name: 'Link anfordern' }).isEnabled()).toBe(true);
    await start.getByLabel('E-Mail').fill(email);
    await start.getByRole('button', { name: 'Link anfordern' }).click();
    await page.waitForURL(`${server.url}/password-reset-initiated`);

    const link = linkIn(await server.mailbox.next(email), '/reset-password');
    await page.goto(link);
    const reset = page.getByTestId('reset-password-form');
    await expect.poll(() => reset.getByRole('button', { name: 'Passwort speichern' }).isEnabled()).toBe(true);
    // The page keeps the token; the address bar no longer shows it.
    expect(page.url()).toBe(`${server.url}/reset-password`);
    // The token travels unseen; only the new password is asked for.
    expect(await reset.getByLabel('Code').count()).toBe(0);
    await reset.getByLabel(/^Passwort\W*$/).fill('Neues-Passwort-2024');
    await reset.getByLabel('Passwort bestätigen').fill('Anderes-Passwort');
    await reset.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect
      .poll(() => reset.getByTestId('error-passwordConfirmation').innerText())
      .toBe('Die Passwörter stimmen nicht überein.');
    await reset.getByLabel('Passwort bestätigen').fill('Neues-Passwort-2024');
    await reset.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.waitForURL(`${server.url}/login`);
    expect(await page.getByTestId('login-notice').innerText()).toContain('Passwort ist geändert');
    // The warning of the refused first try stayed with the reset form.
    expect(await page.getByTestId('toasts').innerText()).not.toContain('Prüfe deine Angaben');

    await submitLogin(page, email, PASSWORD);
    await expect.poll(() => alertText(page)).toBe('Ungültige Anmeldedaten');
    await submitLogin(page, email, 'Neues-Passwort-2024');
    await page.waitForURL(`${server.url}/manage/cockpit`);

    // The link works once, and says so when it opens again, before a new password is typed twice.
    await page.context().clearCookies();
    await page.goto(link);
    const refused = page.getByTestId('reset-password-refused');
    await expect
      .poll(() => refused.getByTestId('form-alert').innerText())
      .toBe('Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.');
    expect(await page.getByLabel('Passwort bestätigen').count()).toBe(0);
    await refused.getByRole('link', { name: 'Neuen Link anfordern' }).click();
    await page.waitForURL(`${server.url}/initiate-password-reset`);
    await page.goBack();
    // Reloaded, the page has no token any more: it says the link is incomplete.
    await page.reload();
    await expect.poll(() => alertText(page)).toMatch(/^Dieser Link ist unvollständig/);
    await context.close();
  });

  it("keeps a mailed link's token out of analytics and out of the Referer of the page's requests", async () => {
    const email = freshEmail('tom');
    const client = new ApiClient(server.port);
    expect((await client.post('register/person', personRegistration('CH', email))).status).toBe(200);
    const verifyLink = linkIn(await server.mailbox.next(email), '/verify-mail');
    const { context } = await newSiteContext(browser, { consent: 'all' });
    await context.route(`${ANALYTICS_SCRIPT}?*`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: GTAG_STUB }),
    );
    const page = await context.newPage();
    const errors = collectErrors(page);
    // The requests that carry the token go out after it left the address bar.
    const sentReferers: Promise<string | null>[] = [];
    page.on('request', (r) => r.method() === 'POST' && sentReferers.push(r.headerValue('referer')));

    await page.goto(verifyLink);
    await page.getByText('Deine E-Mail-Adresse ist bestätigt.').first().waitFor();
    expect(page.url()).toBe(`${server.url}/verify-mail`);
    await expect.poll(() => pageViews(page)).toEqual([`${server.url}/verify-mail`]);
    expect(await queued(page)).not.toContain('token');

    // Analytics first, the page's code after it: the configuration alone keeps the token out of the view.
    expect((await client.post('password-reset/initiate', { email })).status).toBe(200);
    const resetLink = linkIn(await server.mailbox.next(email), '/reset-password');
    await page.route(/\/assets\/reset-password-[^/]*\.js$/, async (route) => {
      await page.waitForFunction(() => (window as unknown as { pageViews?: string[] }).pageViews?.length);
      await route.continue();
    });
    await page.goto(resetLink);
    const reset = page.getByTestId('reset-password-form');
    await expect.poll(() => reset.getByRole('button', { name: 'Passwort speichern' }).isEnabled()).toBe(true);
    expect(page.url()).toBe(`${server.url}/reset-password`);
    expect(await pageViews(page)).toEqual([`${server.url}/reset-password`]);
    expect(await queued(page)).not.toContain('token');
    await reset.getByLabel(/^Passwort\W*$/).fill('Neues-Passwort-2024');
    await reset.getByLabel('Passwort bestätigen').fill('Neues-Passwort-2024');
    await reset.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.waitForURL(`${server.url}/login`);
    expect(await page.getByTestId('login-notice').innerText()).toContain('Passwort ist geändert');

    // The reset page's two: whether the link works, as it opens, and the new password.
    expect(await Promise.all(sentReferers)).toEqual([
      `${server.url}/verify-mail`,
      `${server.url}/reset-password`,
      `${server.url}/reset-password`,
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('resets the password of an account signed in on this browser, then asks to sign in again', async () => {
    const email = await verifiedAccount(server, 'person');
    const { context, page, errors } = await newPage();
    await page.goto(`${server.url}/login`);
    await submitLogin(page, email);
    await page.waitForURL(`${server.url}/manage/cockpit`);
    await page.goto(`${server.url}/initiate-password-reset`);
    const start = page.getByTestId('initiate-reset-form');
    await expect.poll(() => start.getByRole('button', { name: 'Link anfordern' }).isEnabled()).toBe(true);
    await start.getByLabel('E-Mail').fill(email);
    await start.getByRole('button', { name: 'Link anfordern' }).click();
    await page.waitForURL(`${server.url}/password-reset-initiated`);

    // The link opens in this browser, where the session still holds when the page loads.
    await page.goto(linkIn(await server.mailbox.next(email), '/reset-password'));
    const reset = page.getByTestId('reset-password-form');
    await expect.poll(() => reset.getByRole('button', { name: 'Passwort speichern' }).isEnabled()).toBe(true);
    await reset.getByLabel(/^Passwort\W*$/).fill('Neues-Passwort-2024');
    await reset.getByLabel('Passwort bestätigen').fill('Neues-Passwort-2024');
    await reset.getByRole('button', { name: 'Passwort speichern' }).click();
    // The reset ended the session: the login page stays, with its notice, instead of sending on.
    await page.waitForURL(`${server.url}/login`);
    expect(await page.getByTestId('login-notice').innerText()).toContain('Passwort ist geändert');
    await page.getByTestId('login-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await submitLogin(page, email, 'Neues-Passwort-2024');
    await page.waitForURL(`${server.url}/manage/cockpit`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the spec's messages for a wrong password and for the other country's account", async () => {
    const swiss = await verifiedAccount(server, 'person');
    const german = await verifiedAccount(server, 'person', 'DE');
    const { context, page } = await newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    expect(await page.title()).toBe('Anmelden | Anpfiff');

    // Both fields are required, in the browser already.
    await page.getByTestId('login-form').getByRole('button', { name: 'Anmelden' }).click();
    await expect
      .poll(() => page.getByTestId('error-username').innerText())
      .toBe('E-Mail ist ein Pflichtfeld.');
    expect(await page.getByTestId('error-password').innerText()).toBe('Passwort ist ein Pflichtfeld.');

    await submitLogin(page, swiss, 'falsch-falsch');
    await expect.poll(() => alertText(page)).toBe('Ungültige Anmeldedaten');
    await submitLogin(page, german);
    await expect.poll(() => alertText(page)).toBe('Anmeldedaten sind in diesem Land nicht gültig');
    expect(page.url()).toBe(`${server.url}/login`);
    await context.close();
  });

  it('shows the danger toast when the network fails, and the form stays as it was', async () => {
    const { context, page } = await newPage();
    await page.goto(`${server.url}/login`);
    const form = page.getByTestId('login-form');
    await expect.poll(() => form.getByRole('button', { name: 'Anmelden' }).isEnabled()).toBe(true);
    // The connection drops: no answer of the server at all.
    await page.route('**/api/login', (route) => route.abort('internetdisconnected'));
    await submitLogin(page, 'niemand@example.com', 'irgendwas');
    await page.getByRole('alert').filter({ hasText: 'Es ist ein unerwarteter Fehler aufgetreten' }).waitFor();
    const toast = page.getByTestId('toasts').locator('[data-variant="danger"]');
    expect(await toast.innerText()).toBe('Es ist ein unerwarteter Fehler aufgetreten');
    // Top centre, solid, without a close button.
    const box = await toast.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - width / 2)).toBeLessThan(2);
    expect(box?.y).toBeLessThan(40);
    expect(await toast.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(179, 38, 30)');
    expect(await toast.getByRole('button').count()).toBe(0);
    expect(await form.getByLabel('E-Mail').inputValue()).toBe('niemand@example.com');
    expect(page.url()).toBe(`${server.url}/login`);
    await context.close();
  });

  it('ignores a second submit while the first one runs', async () => {
    const email = await verifiedAccount(server, 'person');
    const { context, page } = await newPage();
    let logins = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/login')) logins += 1;
    });
    await page.goto(`${server.url}/login`);
    const form = page.getByTestId('login-form');
    await expect.poll(() => form.getByRole('button', { name: 'Anmelden' }).isEnabled()).toBe(true);
    await form.getByLabel('E-Mail').fill(email);
    await form.getByLabel('Passwort').fill(PASSWORD);
    // Two submits in the same task: the second arrives while the first is still checking and sending.
    await form.evaluate((element) => {
      const f = element.querySelector('form');
      f?.requestSubmit();
      f?.requestSubmit();
    });
    await page.waitForURL(`${server.url}/manage/cockpit`);
    expect(logins).toBe(1);
    await context.close();
  });
});
