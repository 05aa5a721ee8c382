/// <reference lib="dom" />
// Callbacks of page.evaluate and waitForFunction run in the browser.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from '../src/support/browser';
import { accessibilityViolations, collectErrors, newSiteContext, settled } from '../src/support/web-page';
import { type AuthServer, PASSWORD, startAuthServer, submitLogin, verifiedAccount } from './auth-support';

/** What a page shows when a save does not go through: its messages and the fields marked invalid. */
const pageProblems = async (page: Page) => ({
  messages: await page.locator('[role="alert"], [role="status"]').allInnerTexts(),
  invalid: await page.locator('[aria-invalid="true"]').evaluateAll((fields) => fields.map((f) => f.id)),
});

describe.skipIf(!browserAvailable())('route guard, user menu and accessibility of the auth screens', () => {
  let server: AuthServer;
  let browser: Browser;
  let club: string;
  let person: string;

  beforeAll(async () => {
    server = await startAuthServer();
    browser = await launchBrowser();
    club = await verifiedAccount(server, 'club');
    person = await verifiedAccount(server, 'person');
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

  it('sends a signed-out visitor to the login with the path and back there after signing in', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(`${server.url}/manage/jobs`);
    await page.waitForURL(`${server.url}/login?redirect=/manage/jobs`);
    await submitLogin(page, club);
    await page.waitForURL(`${server.url}/manage/jobs`);
    await settled(page);
    // A redirect to another site is not followed. The offers page is left for a public one before signing
    // out: it follows the live matchings and reloads its list, which would be a 401 after the cookie is gone.
    await page.goto(`${server.url}/`);
    await page.context().clearCookies();
    await page.goto(`${server.url}/login?redirect=//evil.example/`);
    await submitLogin(page, club);
    await page.waitForURL(`${server.url}/manage/cockpit`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a person opening a club page to the home page', async () => {
    const { context, page } = await newPage();
    await page.goto(`${server.url}/login`);
    await submitLogin(page, person);
    await page.waitForURL(`${server.url}/manage/cockpit`);
    await page.goto(`${server.url}/manage/jobs`);
    await page.waitForURL(`${server.url}/`);
    await context.close();
  });

  it('shows the club its own menu entries, and Abmelden signs out and goes home', async () => {
    const { context, page } = await newPage();
    await page.goto(`${server.url}/login?redirect=/manage/settings`);
    await submitLogin(page, club);
    await page.waitForURL(`${server.url}/manage/settings`);
    await page.getByRole('button', { name: /Benutzermenü/ }).click();
    for (const entry of ['Übersicht', 'Mein Verein', 'Meine Angebote', 'Einstellungen'])
      expect(await page.getByRole('link', { name: entry, exact: true }).count(), entry).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Zu meiner Person' }).count()).toBe(0);
    // An entry of the menu leads to its page (a press inside the menu does not close it first).
    await page.getByRole('link', { name: 'Meine Angebote' }).click();
    await page.waitForURL(`${server.url}/manage/jobs`);
    await page.getByRole('button', { name: /Benutzermenü/ }).click();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('link', { name: 'Einloggen' }).waitFor();
    const session = await page.evaluate(() => fetch('/api/authentication').then((r) => r.json()));
    expect(session).toBeNull();
    // The management area is closed again.
    await page.goto(`${server.url}/manage/settings`);
    await page.waitForURL(`${server.url}/login?redirect=/manage/settings`);
    await context.close();
  });

  it('sends a signed-in visitor from the login and registration pages on, and shows them again after Abmelden', async () => {
    const { context, page, errors } = await newPage();
    await page.goto(`${server.url}/login`);
    await submitLogin(page, club);
    await page.waitForURL(`${server.url}/manage/cockpit`);
    for (const path of ['/login', '/register', '/register/person-profile', '/register/club-profile']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL(`${server.url}/manage/cockpit`);
      await settled(page);
    }
    // The redirect parameter counts as it does after signing in, a foreign site still does not.
    await page.goto(`${server.url}/login?redirect=/manage/settings`);
    await page.waitForURL(`${server.url}/manage/settings`);
    await page.goto(`${server.url}/login?redirect=//evil.example/`);
    await page.waitForURL(`${server.url}/manage/cockpit`);
    // A link inside the app, too (the history keeps no login page to go back to).
    await page.evaluate(() => {
      window.history.pushState(null, '', '/register');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(`${server.url}/manage/cockpit`);

    await page.getByRole('button', { name: /Benutzermenü/ }).click();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('link', { name: 'Einloggen' }).click();
    await page.getByTestId('login-form').waitFor();
    await page.getByRole('link', { name: 'Registrieren' }).first().click();
    await page.waitForURL(`${server.url}/register`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('announces the selects of the profile form in German and ties the waiting hint to the league', async () => {
    const { context, page } = await newPage();
    await page.goto(`${server.url}/login?redirect=/manage/person/edit`);
    await submitLogin(page, person);
    await page.waitForURL(`${server.url}/manage/person/edit`);
    const form = page.getByTestId('person-form');
    await expect.poll(() => form.getByRole('button', { name: 'Speichern' }).isEnabled()).toBe(true);

    // The league waits for the team gender, and says so in the hint its field is described by.
    const league = form.locator('[data-field="currentJob.league"] input[id]');
    const descriptions = () =>
      league.evaluate((input) =>
        (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? `(no element ${id})`),
      );
    expect(await descriptions()).toEqual([
      'Bitte wählen',
      'Bitte wähle zuerst das Team (Männer oder Frauen).',
    ]);

    // react-select's live region speaks German: the results, the keys, the choice.
    const gender = form.locator('[data-field="currentJob.teamGender"]');
    const live = gender.locator('[role="log"]');
    await gender.locator('input[id]').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => live.innerText()).toContain('2 Ergebnisse verfügbar.');
    expect(await live.innerText()).toContain('Pfeil nach oben und unten wählt eine Option');
    await page.keyboard.type('Fr');
    await expect.poll(() => live.innerText()).toContain('1 Ergebnis verfügbar für den Suchbegriff Fr.');
    await page.keyboard.press('Enter');
    await expect.poll(() => live.innerText()).toContain('Frauen ausgewählt.');
    expect(await live.innerText()).not.toMatch(/results? available|selected|focused|press|\bUse\b/i);
    // Chosen, the league no longer waits: its hint is gone from the description as from the page.
    await expect.poll(descriptions).toEqual(['Bitte wählen']);
    await context.close();
  });

  // One test per screen: axe takes seconds per screen on a busy machine.
  it.each([
    '/login',
    '/register',
    '/register/person-profile',
    '/register/club-profile',
    '/register-success',
    '/verify-mail',
    '/verify-mail?token=kein-gueltiger-code',
    '/initiate-password-reset',
    '/password-reset-initiated',
    '/reset-password',
    '/reset-password?token=kein-gueltiger-code',
  ])('finds no accessibility violations on %s', async (path) => {
    const { context, page, errors } = await newPage();
    await page.goto(`${server.url}${path}`);
    await settled(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    // An invalid token is refused by the API with a 422, which the browser logs.
    expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
    await context.close();
  });

  it('finds no accessibility violations with field errors, the warning toast and a server message', async () => {
    const { context, page, errors } = await newPage();
    const findings: Record<string, string[]> = {};
    await page.goto(`${server.url}/register/club-profile`);
    await settled(page);
    await page.getByRole('button', { name: 'Registrieren' }).click();
    await page.getByTestId('error-name').waitFor();
    findings['/register/club-profile with errors'] = await accessibilityViolations(page);
    await page.goto(`${server.url}/login`);
    await settled(page);
    await submitLogin(page, person, `${PASSWORD}-falsch`);
    await page.getByTestId('form-alert').waitFor();
    findings['/login with a message'] = await accessibilityViolations(page);

    expect(findings).toEqual(Object.fromEntries(Object.keys(findings).map((path) => [path, []])));
    expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
    await context.close();
  });

  it('drives every input type of the profile form: date, URL, league after team gender, image', async () => {
    const { context, page } = await newPage();
    await page.goto(`${server.url}/login?redirect=/manage/person/edit`);
    await submitLogin(page, person);
    await page.waitForURL(`${server.url}/manage/person/edit`);
    const form = page.getByTestId('person-form');
    await expect.poll(() => form.getByRole('button', { name: 'Speichern' }).isEnabled()).toBe(true);
    expect(await form.getByRole('link', { name: 'Abbrechen' }).count()).toBe(1);

    // DATE: three selects, the placeholder cannot be chosen, years 1901 to 2018, German months.
    const day = form.getByLabel('Tag', { exact: true });
    const month = form.getByLabel('Monat', { exact: true });
    const year = form.getByLabel('Jahr', { exact: true });
    const options = (select: typeof day) =>
      select.evaluate((s: HTMLSelectElement) => Array.from(s.options).map((o) => [o.text, o.disabled]));
    const dayOptions = await options(day);
    expect(dayOptions[0]).toEqual(['Bitte wählen', true]);
    expect(dayOptions.slice(1).map(([text]) => text)).toEqual(
      Array.from({ length: 31 }, (_, i) => String(i + 1)),
    );
    expect((await options(month)).slice(1, 4).map(([text]) => text)).toEqual(['Januar', 'Februar', 'März']);
    const years = (await options(year)).slice(1).map(([text]) => Number(text));
    expect([Math.min(...years), Math.max(...years), years.length]).toEqual([1901, 2018, 118]);
    await day.selectOption('7');
    await month.selectOption({ label: 'März' });
    await year.selectOption('1994');

    // URL: http:// is added on leaving the field.
    const website = form.getByLabel('Webseite');
    await website.fill('fc-beispiel.ch');
    await website.blur();
    expect(await website.inputValue()).toBe('http://fc-beispiel.ch');

    // League: disabled until the team gender is chosen, emptied when it changes.
    const league = form.locator('[data-field="currentJob.league"]');
    expect(await league.locator('input[id]').isDisabled()).toBe(true);
    const chooseIn = async (field: string, text: string) => {
      await form.locator(`[data-field="${field}"] input[id]`).fill(text);
      await page.keyboard.press('Enter');
    };
    await chooseIn('currentJob.teamGender', 'Männer');
    expect(await league.locator('input[id]').isDisabled()).toBe(false);
    await chooseIn('currentJob.league', '2. Liga');
    expect(await league.innerText()).toContain('2. Liga');
    await chooseIn('currentJob.teamGender', 'Frauen');
    expect(await league.innerText()).not.toContain('2. Liga');

    // TEXT has five rows; IMAGE accepts images only and shows a preview.
    expect(await form.getByLabel('Über mich').getAttribute('rows')).toBe('5');
    const picture = form.getByLabel('Profilbild');
    await picture.setInputFiles({
      name: 'notiz.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('kein Bild'),
    });
    await form.getByText('Bitte wähle eine Bilddatei').waitFor();
    // A file over the server's limit is refused before a long upload.
    await picture.setInputFiles({
      name: 'riesig.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5_000_001),
    });
    await form.getByText('Das Bild darf höchstens 5 MB haben.').waitFor();
    expect(await form.getByText('Bitte wähle eine Bilddatei').count()).toBe(0);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await picture.setInputFiles({ name: 'bild.png', mimeType: 'image/png', buffer: png });
    await form.getByRole('img', { name: /Vorschau/ }).waitFor();
    expect(await form.getByText('Bitte wähle eine Bilddatei').count()).toBe(0);
    expect(await form.getByText('Das Bild darf höchstens').count()).toBe(0);

    // The answer is awaited first: a save that is refused, or never sent, fails here with what the page says.
    const [answer] = await Promise.all([
      page
        .waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/api/manage/person'))
        .catch(async (error: Error) => {
          throw new Error(`${error.message}\n${JSON.stringify(await pageProblems(page))}`);
        }),
      form.getByRole('button', { name: 'Speichern' }).click(),
    ]);
    expect(`${answer.status()} ${answer.status() === 200 ? '' : await answer.text()}`).toBe('200 ');
    await page.waitForURL(`${server.url}/manage/person/view`);
    const saved = await page.evaluate(() => fetch('/api/manage/person').then((r) => r.json()));
    expect(saved).toMatchObject({
      birthday: expect.stringMatching(/^1994-03-07/),
      websiteUrl: 'http://fc-beispiel.ch',
    });
    await context.close();
  });
});
