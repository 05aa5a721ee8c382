/// <reference lib="dom" />
import type { Browser, Locator, Page } from 'playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, signUp, type Member } from '../src/support/accounts';
import type { ApiServer } from '../src/support/api-server';
import { browserAvailable } from '../src/support/browser';
import { jobPayload, personProfile } from '../src/support/payloads';
import {
  expectAccessible,
  openManagePage,
  settledPath,
  signedInPage,
  signInThroughForm,
  siteUrl,
  withServerAndBrowser,
} from './manage-support';
import { collectErrors, newSiteContext } from '../src/support/web-page';

/** The warning toast's solid colour (theme accent); under a dialog's backdrop it would be dimmed. */
const WARNING_BACKGROUND = [242, 183, 5];

/** The colour on screen just inside the left edge of an element, halfway down, from a screenshot. */
async function colourInside(page: Page, element: Locator): Promise<number[]> {
  const box = await element.boundingBox();
  if (!box) throw new Error('the element is not shown');
  const png = await page.screenshot({
    clip: { x: box.x + 4, y: box.y + box.height / 2, width: 1, height: 1 },
  });
  return page.evaluate(
    async (bytes) => {
      const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(1, 1);
      const context = canvas.getContext('2d');
      context?.drawImage(bitmap, 0, 0);
      return [...(context?.getImageData(0, 0, 1, 1).data.slice(0, 3) ?? [])];
    },
    [...png],
  );
}

/** The headings of the page's main area, each as "level text". */
const headingOutline = (page: Page) =>
  page
    .locator('main')
    .evaluate((main) =>
      Array.from(
        main.querySelectorAll('h1, h2, h3, h4, h5, h6'),
        (heading) => `${heading.tagName.slice(1)} ${heading.textContent?.trim()}`,
      ),
    );

/** The contrast of an 'rgb(r, g, b)' colour against an 'rgb(r, g, b)' background (WCAG). */
function contrast(colour: string, background: string): number {
  const luminance = (rgb: string) => {
    const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).slice(0, 3).map((value) => {
      const c = Number(value) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(colour), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The texts an element's aria-describedby points to. */
const descriptions = (field: Locator) =>
  field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`),
  );

/** A PNG of one pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.skipIf(!browserAvailable())('the management area of a person, in Chromium', () => {
  let server: ApiServer;
  let browser: Browser;
  let club: Member;

  withServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });
  beforeAll(async () => {
    // An offer for a head coach in Zürich, waiting for people whose interests fit.
    club = await signUp(server, 'club');
    expectStatus(await club.client.post('manage/jobs', jobPayload('CH')), 200, 'create offer');
  }, 180_000);

  /** A new person's profile form on a phone, once it can be saved. */
  async function profileFormOnPhone() {
    const person = await signUp(server, 'person');
    const { context, page, errors } = await signedInPage(browser, server, person.email);
    await page.setViewportSize({ width: 390, height: 844 });
    await openManagePage(page, server, '/manage/person/edit');
    const form = page.getByTestId('person-form');
    const save = form.getByRole('button', { name: 'Speichern' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    return { person, context, page, errors, form, save };
  }

  it('completes the profile with interests and radius in the edit form, then sees matching offers with reasons', async () => {
    const person = await signUp(server, 'person', { fields: { interestedClubFunctions: [] } });
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    const errors = collectErrors(page);

    // Signed out, the area sends to the login page, which leads back after signing in.
    await page.goto(`${siteUrl(server)}/manage/person/job-matchings`);
    expect(await settledPath(page, '/manage/person/job-matchings')).toBe('/login');
    await signInThroughForm(page, server, person.email, '/manage/person/job-matchings');

    // Without interests nothing matches yet. How offers are found is said once, above the list.
    const empty = page.getByTestId('person-matchings-empty');
    await empty.waitFor();
    expect(await empty.getByRole('paragraph').first().textContent()).toBe(
      'Zurzeit gibt es keine passenden Angebote.',
    );
    expect(
      await page.getByText('anhand deiner Interessen und, falls angegeben, deines Suchradius').count(),
    ).toBe(1);

    await openManagePage(page, server, '/manage/person/edit');
    const form = page.getByTestId('person-form');
    const save = form.getByRole('button', { name: 'Speichern' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await expect.poll(() => form.getByLabel('Vorname').inputValue()).toBe('Lea');
    await form.getByRole('button', { name: /Ich interessiere mich für/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: /^Trainer\b/ }).check();
    await dialog.getByRole('button', { name: 'Fertig' }).click();
    await form.getByLabel('Suchradius in km').fill('30');
    await save.click();
    expect(await settledPath(page, '/manage/person/edit')).toBe('/manage/person/view');
    await page.getByTestId('person-preview').getByText('Sucht im Umkreis von 30 km').waitFor();

    // The matcher works in the background: the list fills in by itself once it has.
    await openManagePage(page, server, '/manage/person/job-matchings');
    const offer = page.getByTestId('job-matching').first();
    await offer.waitFor({ timeout: 30_000 });
    expect(await offer.getByRole('heading').textContent()).toBe('Cheftrainer');
    expect(await offer.getByTestId('matching-score').textContent()).toMatch(/^Passt zu \d{1,3} %$/);
    await offer.getByText('Warum passt das?').click();
    const reasons = offer.getByTestId('matching-reasons');
    await reasons.waitFor();
    const lines = await reasons.getByRole('listitem').allTextContents();
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.join(' | ')).toMatch(/Cheftrainer/);
    expect(lines.join(' | ')).toMatch(/km entfernt/);
    await expectAccessible(page, 'person matchings');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names a chosen parent function alone, and opens it with every sub-function ticked', async () => {
    // Saved with the parent alone, as the demo profiles are: it stands for all its sub-functions.
    const person = await signUp(server, 'person', { fields: { interestedClubFunctions: ['SPIELER'] } });
    const { context, page, errors } = await signedInPage(browser, server, person.email);
    await openManagePage(page, server, '/manage/person/edit');
    const form = page.getByTestId('person-form');
    const save = form.getByRole('button', { name: 'Speichern' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    const opener = form.getByRole('button', { name: /Ich interessiere mich für/ });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'Stürmer', exact: true }).waitFor();
    for (const name of ['Spieler', 'Stürmer', 'Mittelfeldspieler', 'Verteidiger', 'Torwart'])
      expect(await dialog.getByRole('checkbox', { name, exact: true }).isChecked(), name).toBe(true);
    await dialog.getByRole('button', { name: 'Fertig' }).click();
    expect(await opener.textContent()).toBe('Spieler');
    // Saved so, with its sub-functions, the profile still names the parent alone.
    await save.click();
    expect(await settledPath(page, '/manage/person/edit')).toBe('/manage/person/view');
    const preview = page.getByTestId('person-preview');
    const interests = preview
      .locator('dt', { hasText: 'Interessiert an' })
      .locator('xpath=following-sibling::dd[1]');
    expect(await interests.textContent()).toBe('Spieler');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the person cockpit cards, breadcrumbs from Übersicht, and passes axe-core on its pages', async () => {
    const person = await signUp(server, 'person');
    const { context, page, errors } = await signedInPage(browser, server, person.email);

    await openManagePage(page, server, '/manage/cockpit');
    const cards = page.getByTestId('cockpit-cards');
    await cards.getByRole('link').first().waitFor();
    expect(await cards.getByRole('heading').allTextContents()).toEqual([
      'Meine Person',
      'Passende Angebote',
      'Einstellungen',
    ]);
    expect(await cards.getByRole('link', { name: /Meine Person/ }).getAttribute('href')).toBe(
      '/manage/person/view',
    );
    await expectAccessible(page, 'cockpit');

    await cards.getByRole('link', { name: /Meine Person/ }).click();
    const preview = page.getByTestId('person-preview');
    await preview.getByRole('heading', { name: 'Lea Brunner' }).waitFor();
    // A new person has written nothing about themselves yet: no heading above nothing.
    expect(await preview.getByRole('heading', { name: 'Beschreibung' }).count()).toBe(0);
    // One h1, the page's: the preview's name and its sections sit below it.
    expect(await headingOutline(page)).toEqual(['1 Meine Person', '2 Lea Brunner', '3 Kontakt']);
    const crumbs = page.getByTestId('breadcrumbs');
    expect(await crumbs.getByRole('listitem').allTextContents()).toEqual(['Übersicht', 'Meine Person']);
    expect(await crumbs.getByRole('link', { name: 'Übersicht' }).getAttribute('href')).toBe(
      '/manage/cockpit',
    );
    await expectAccessible(page, 'person view');

    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    const form = page.getByTestId('person-form');
    await expect.poll(() => form.getByRole('button', { name: 'Speichern' }).isEnabled()).toBe(true);
    await expectAccessible(page, 'person form');
    await form.getByRole('link', { name: 'Abbrechen' }).click();
    expect(await settledPath(page, '/manage/person/edit')).toBe('/manage/person/view');

    await openManagePage(page, server, '/manage/settings');
    await page.getByRole('heading', { name: 'Passwort ändern' }).waitFor();
    await expectAccessible(page, 'settings');
    expect(errors).toEqual([]);
    await context.close();
    // Four pages with an axe-core pass each: 33–52 s beside two other files on a busy 2-core machine.
  }, 120_000);

  it('keeps one warning per form above the selection dialog, whose × clears and whose buttons fit a phone', async () => {
    const { context, page, errors, form, save } = await profileFormOnPhone();
    await expect.poll(() => form.getByLabel('Vorname').inputValue()).toBe('Lea');

    // Refused again: the new warning replaces the last one instead of standing beside it.
    await form.getByLabel('Vorname').fill('');
    await save.click();
    const warning = page.getByTestId('toasts').getByText('Prüfe deine Angaben');
    await warning.waitFor();
    const first = await warning.elementHandle();
    await save.click();
    // Well within the toast's 5 s, so that it is the new submit that took it away, not its time.
    await expect.poll(() => first?.evaluate((toast) => toast.isConnected), { timeout: 3000 }).toBe(false);
    await warning.waitFor();
    expect(await warning.count()).toBe(1);

    // The dialog opens while the warning shows: the warning stays above its backdrop, undimmed.
    await form.getByRole('button', { name: /Ich interessiere mich für/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: /^Trainer\b/ }).waitFor();
    expect(await colourInside(page, warning)).toEqual(WARNING_BACKGROUND);
    await expectAccessible(page, 'selection dialog');

    // Spec section 4: the × clears the (working) selection; Abbrechen and Fertig share one row.
    expect(await dialog.getByRole('checkbox', { checked: true }).count()).toBeGreaterThan(1);
    await dialog.getByRole('button', { name: 'Auswahl löschen' }).click();
    expect(await dialog.getByRole('checkbox', { checked: true }).count()).toBe(0);
    const cancel = await dialog.getByRole('button', { name: 'Abbrechen' }).boundingBox();
    const done = await dialog.getByRole('button', { name: 'Fertig' }).boundingBox();
    expect(cancel?.y).toBe(done?.y);
    expect((done?.x ?? 0) + (done?.width ?? 0)).toBeLessThanOrEqual(390);
    await dialog.getByRole('button', { name: 'Fertig' }).click();
    expect(await form.getByRole('button', { name: /Ich interessiere mich für/ }).innerText()).toBe(
      'Nichts ausgewählt',
    );

    // Saved: the success alone, no warning left over from before.
    await form.getByLabel('Vorname').fill('Lea');
    await save.click();
    expect(await settledPath(page, '/manage/person/edit')).toBe('/manage/person/view');
    await page.getByTestId('toasts').getByText('Erfolgreich gespeichert').waitFor();
    expect(await page.getByTestId('toasts').innerText()).toBe('Erfolgreich gespeichert');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the form unsent when Enter is pressed in the selection dialog, whose choice then saves', async () => {
    const person = await signUp(server, 'person');
    const { context, page, errors } = await signedInPage(browser, server, person.email);
    await openManagePage(page, server, '/manage/person/edit');
    const form = page.getByTestId('person-form');
    await expect.poll(() => form.getByLabel('Vorname').inputValue()).toBe('Lea');
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
    });

    // Enter in the filter, and on an option, would have sent the whole form while the dialog was open.
    const opener = form.getByRole('button', { name: /Ich interessiere mich für/ });
    await opener.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Auswahl löschen' }).click();
    await dialog.getByLabel('Liste filtern').fill('Torwart');
    await page.keyboard.press('Enter');
    const goalkeeper = dialog.getByRole('checkbox', { name: 'Torwart', exact: true });
    await goalkeeper.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    expect(await dialog.isVisible()).toBe(true);
    expect(await goalkeeper.isChecked()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/manage/person/edit');
    expect(writes).toEqual([]);

    // Enter on the dialog's own buttons still presses them.
    await dialog.getByRole('button', { name: 'Fertig' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await opener.innerText()).toMatch(/Torwart/);
    await form.getByRole('button', { name: 'Speichern' }).click();
    expect(await settledPath(page, '/manage/person/edit')).toBe('/manage/person/view');
    expect(writes).toHaveLength(1);
    const saved = await context.request.get(`${siteUrl(server)}/api/manage/person`);
    expect(((await saved.json()) as { interestedClubFunctions: string[] }).interestedClubFunctions).toContain(
      'TORWART',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a person who opens a club page to the home page', async () => {
    const person = await signUp(server, 'person');
    const { context, page } = await signedInPage(browser, server, person.email);
    await page.goto(`${siteUrl(server)}/manage/jobs`);
    expect(await settledPath(page, '/manage/jobs')).toBe('/');
    await context.close();
  });

  it('enables account deletion only on the exact e-mail, then signs out and goes to the home page', async () => {
    const person = await signUp(server, 'person');
    const { context, page, errors } = await signedInPage(browser, server, person.email);
    await openManagePage(page, server, '/manage/settings');
    await page.getByTestId('open-delete-account').click();
    const dialog = page.getByTestId('delete-account-dialog');
    const confirm = dialog.getByTestId('delete-account-confirm');
    const input = dialog.getByRole('textbox');
    expect(await confirm.isDisabled()).toBe(true);
    for (const wrong of [
      person.email.toUpperCase(),
      ` ${person.email}`,
      `${person.email} `,
      person.email.slice(0, -1),
    ]) {
      await input.fill(wrong);
      expect(await confirm.isDisabled(), JSON.stringify(wrong)).toBe(true);
    }
    await input.fill(person.email);
    expect(await confirm.isEnabled()).toBe(true);
    await expectAccessible(page, 'deletion dialog');
    await confirm.click();
    expect(await settledPath(page, '/manage/settings')).toBe('/');
    const session = await context.request.get(`${siteUrl(server)}/api/authentication`);
    expect(await session.json()).toBeNull();
    const login = await person.client.post('login', { username: person.email, password: person.password });
    expect(login.status).not.toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });
  it('changes the password in its form: a wrong current one shows on its field, then back to the settings', async () => {
    const person = await signUp(server, 'person');
    const { context, page, errors } = await signedInPage(browser, server, person.email);
    await openManagePage(page, server, '/manage/settings');
    await page.getByRole('link', { name: 'Passwort ändern' }).click();
    const form = page.getByTestId('password-form');
    await expect.poll(() => form.getByRole('button', { name: 'Speichern' }).isEnabled()).toBe(true);
    expect(await page.getByTestId('breadcrumbs').getByRole('listitem').allTextContents()).toEqual([
      'Übersicht',
      'Einstellungen',
      'Passwort ändern',
    ]);
    await expectAccessible(page, 'password form');
    const next = 'Neues-Passwort-2025';
    await form.getByLabel('Aktuelles Passwort').fill('falsches-passwort');
    await form.getByLabel(/^Passwort\W*$/).fill(next);
    await form.getByLabel('Passwort bestätigen').fill(next);
    await form.getByRole('button', { name: 'Speichern' }).click();
    await form.getByTestId('error-oldPassword').waitFor();
    expect(await form.getByTestId('error-oldPassword').textContent()).toBe(
      'Das aktuelle Passwort stimmt nicht.',
    );
    expect(new URL(page.url()).pathname).toBe('/manage/settings/reset-password');

    await form.getByLabel('Aktuelles Passwort').fill(person.password);
    await form.getByRole('button', { name: 'Speichern' }).click();
    expect(await settledPath(page, '/manage/settings/reset-password')).toBe('/manage/settings');
    await page.getByTestId('toasts').getByText('Dein Passwort wurde geändert.').waitFor();
    const login = await server.client().post('login', { username: person.email, password: next });
    expect(login.status).toBe(200);
    // The browser logs the refused first attempt itself; nothing else went wrong.
    expect(errors.filter((e) => !e.includes('status of 422'))).toEqual([]);
    await context.close();
  });

  it('saves the weekly mail choice in the notifications form and switches it on the subscriptions page', async () => {
    const person = await signUp(server, 'person');
    const { context, page, errors } = await signedInPage(browser, server, person.email);
    const weekly = async () =>
      (await person.client.get<{ weeklyJobUpdate: boolean }>('manage/notification-settings')).body
        .weeklyJobUpdate;
    const before = await weekly();

    await openManagePage(page, server, '/manage/settings');
    await page.getByRole('link', { name: 'Benachrichtigungen' }).click();
    const form = page.getByTestId('notifications-form');
    const box = form.getByRole('checkbox');
    await expect.poll(() => box.isEnabled()).toBe(true);
    expect(await box.isChecked()).toBe(before);
    await expectAccessible(page, 'notifications form');
    await box.setChecked(!before);
    await form.getByRole('button', { name: 'Speichern' }).click();
    expect(await settledPath(page, '/manage/settings/notifications')).toBe('/manage/settings');
    await page.getByTestId('toasts').getByText('Erfolgreich gespeichert').waitFor();
    expect(await weekly()).toBe(!before);

    await openManagePage(page, server, '/manage/settings/subscriptions');
    expect(await page.getByTestId('breadcrumbs').getByRole('listitem').allTextContents()).toEqual([
      'Übersicht',
      'Einstellungen',
      'Abonnements',
    ]);
    const state = page.getByTestId('weekly-subscription-state');
    await expect.poll(() => state.textContent()).toBe(before ? 'Nicht abonniert' : 'Abonniert');
    await expectAccessible(page, 'subscriptions');
    await page.getByRole('button', { name: before ? 'Abonnieren' : 'Abbestellen' }).click();
    await expect.poll(() => state.textContent()).toBe(before ? 'Abonniert' : 'Nicht abonniert');
    expect(await weekly()).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reloads the matchings list once for a burst of live changes, and pages it by twenty', async () => {
    // Twenty more offers, so that one save changes twenty matchings, each announced on its own.
    for (let i = 0; i < 20; i += 1)
      expectStatus(await club.client.post('manage/jobs', jobPayload('CH')), 200, `offer ${i}`);
    const person = await signUp(server, 'person', { fields: { interestedClubFunctions: [] } });
    const { context, page, errors } = await signedInPage(browser, server, person.email);
    let listRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/manage/person/matchings') listRequests += 1;
    });
    await openManagePage(page, server, '/manage/person/job-matchings');
    await page.getByTestId('person-matchings-empty').waitFor();
    expect(listRequests).toBe(1);

    const saved = await person.client.put(
      'manage/person',
      personProfile('CH', { interestedClubFunctions: ['TRAINER'], searchRadius: 30 }),
    );
    expectStatus(saved, 200, 'save profile');
    // The first page of twenty, and a button for the rest.
    await expect.poll(() => page.getByTestId('job-matching').count(), { timeout: 30_000 }).toBe(20);
    // The first announcement starts a reload; the rest of the burst folds into at most one more (and one
    // for stragglers that arrive after it). Per announcement it would be 21 or more.
    await page.getByTestId('load-more').getByText('Weitere Ergebnisse laden').waitFor();
    expect(listRequests).toBeLessThanOrEqual(4);
    await page.getByTestId('load-more').click();
    await expect.poll(() => page.getByTestId('job-matching').count()).toBe(21);
    await page.getByTestId('search-message').getByText('Keine weiteren Angebote gefunden').waitFor();
    expect(await page.getByTestId('load-more').isDisabled()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('states the password rule on the field before the first try: registration, reset and change', async () => {
    // A link that works: one that does not says so instead of showing the form.
    const person = await signUp(server, 'person');
    await person.client.post('password-reset/initiate', { email: person.email });
    const token = await server.mailbox.nextToken(person.email);
    const { context: visitor } = await newSiteContext(browser, { consent: 'essential' });
    const page = await visitor.newPage();
    const errors = collectErrors(page);
    for (const [path, testId] of [
      ['/register/person-profile', 'registration-form'],
      ['/register/club-profile', 'registration-form'],
      [`/reset-password?token=${token}`, 'reset-password-form'],
    ] as const) {
      await page.goto(`${siteUrl(server)}${path}`);
      const password = page.getByTestId(testId).getByLabel(/^Passwort\W*$/);
      await expect.poll(() => password.isEnabled(), { message: path }).toBe(true);
      expect(await descriptions(password), path).toEqual(['Mindestens 8 Zeichen']);
      expect(await page.getByTestId(testId).getByText('Mindestens 8 Zeichen').isVisible(), path).toBe(true);
    }
    expect(errors).toEqual([]);
    await visitor.close();

    const signedIn = await signedInPage(browser, server, person.email);
    await openManagePage(signedIn.page, server, '/manage/settings/reset-password');
    const form = signedIn.page.getByTestId('password-form');
    await expect.poll(() => form.getByRole('button', { name: 'Speichern' }).isEnabled()).toBe(true);
    expect(await descriptions(form.getByLabel(/^Passwort\W*$/))).toEqual(['Mindestens 8 Zeichen']);
    // Said once: not again on the confirmation or the current password.
    expect(await form.getByText('Mindestens 8 Zeichen').count()).toBe(1);
    expect(signedIn.errors).toEqual([]);
    await signedIn.context.close();
  });

  it('gives the profile form visible field borders, birthday autofill and a picture input that keeps the focus', async () => {
    const person = await signUp(server, 'person');
    const { context, page, errors } = await signedInPage(browser, server, person.email);
    await openManagePage(page, server, '/manage/person/edit');
    const form = page.getByTestId('person-form');
    await expect.poll(() => form.getByRole('button', { name: 'Speichern' }).isEnabled()).toBe(true);
    await expect.poll(() => form.getByLabel('Vorname').inputValue()).toBe('Lea');

    // Non-text contrast: each kind of control's border 3:1 or more on white and on the page's background.
    const day = form.getByLabel('Tag', { exact: true });
    const borders = {
      text: form.getByLabel('Vorname'),
      select: day,
      reactSelect: form.locator('[data-field="currentJob.teamGender"] [class*="-control"]'),
      selectionButton: form.getByRole('button', { name: /Ich interessiere mich für/ }),
      file: form.getByLabel('Profilbild'),
    };
    await form.getByRole('heading').first().hover();
    for (const [kind, control] of Object.entries(borders)) {
      const colour = await control.evaluate((element) => getComputedStyle(element).borderTopColor);
      expect(contrast(colour, 'rgb(255, 255, 255)'), kind).toBeGreaterThanOrEqual(3);
      expect(contrast(colour, 'rgb(244, 246, 245)'), kind).toBeGreaterThanOrEqual(3);
    }

    // The birthday's three selects tell the browser what to fill in.
    const autocomplete = (label: string) =>
      form.getByLabel(label, { exact: true }).getAttribute('autocomplete');
    expect([await autocomplete('Tag'), await autocomplete('Monat'), await autocomplete('Jahr')]).toEqual([
      'bday-day',
      'bday-month',
      'bday-year',
    ]);

    // A file that is no picture: refused in place, announced, and the focus stays on the picker.
    const picture = form.getByLabel('Profilbild');
    await picture.focus();
    const picker = await picture.elementHandle();
    await picture.setInputFiles({
      name: 'notiz.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('kein Bild'),
    });
    const refusal = form.getByRole('alert').filter({ hasText: 'Bitte wähle eine Bilddatei' });
    await refusal.waitFor();
    expect(await picker?.evaluate((input) => input.isConnected && document.activeElement === input)).toBe(
      true,
    );
    expect(await picture.inputValue()).toBe('');
    expect(await descriptions(picture)).toContain('Bitte wähle eine Bilddatei (JPG, PNG, WebP oder GIF).');

    // A picture, then 'Auswahl verwerfen': the button goes, the focus returns to the picker.
    await picture.setInputFiles({ name: 'bild.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('img', { name: /Vorschau/ }).waitFor();
    expect(await refusal.count()).toBe(0);
    await form.getByRole('button', { name: 'Auswahl verwerfen' }).click();
    await expect.poll(() => form.getByRole('img', { name: /Vorschau/ }).count()).toBe(0);
    expect(await picture.evaluate((input) => document.activeElement === input)).toBe(true);
    expect(await picture.inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('removes the saved picture on a phone: the picker keeps its width, the removal can be taken back', async () => {
    const { person, context, page, errors, form, save } = await profileFormOnPhone();
    const picture = form.getByLabel('Profilbild');
    await picture.setInputFiles({ name: 'bild.png', mimeType: 'image/png', buffer: PNG });
    const preview = form.getByRole('img', { name: /Vorschau/ });
    await preview.waitFor();
    // Beside a preview the picker wraps under it rather than shrinking past its button.
    expect((await picture.boundingBox())?.width).toBeGreaterThan(200);
    await save.click();
    await page.getByText('Erfolgreich gespeichert').waitFor();
    const avatar = async () =>
      (await person.client.get<{ avatarUrl: string | null }>('manage/person')).body.avatarUrl;
    expect(await avatar()).toMatch(/\/uploads\//);

    await openManagePage(page, server, '/manage/person/edit');
    await preview.waitFor();
    await form.getByRole('button', { name: 'Bild entfernen' }).click();
    await form.getByText('Das Bild wird beim Speichern entfernt.').waitFor();
    expect(await preview.count()).toBe(0);
    await form.getByRole('button', { name: 'Rückgängig' }).click();
    await preview.waitFor();
    await form.getByRole('button', { name: 'Bild entfernen' }).click();
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await expect.poll(avatar).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('holds a toast while the pointer is on it, and keeps the unexpected error until Escape or leaving the page', async () => {
    const person = await signUp(server, 'person');
    const { context, page, errors } = await signedInPage(browser, server, person.email);
    await openManagePage(page, server, '/manage/person/edit');
    const form = page.getByTestId('person-form');
    const save = form.getByRole('button', { name: 'Speichern' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await expect.poll(() => form.getByLabel('Vorname').inputValue()).toBe('Lea');
    const toasts = page.getByTestId('toasts');

    // The pointer on the warning stops its 5 s; once the pointer leaves, it goes.
    await form.getByLabel('Vorname').fill('');
    await save.click();
    const warning = toasts.getByText('Prüfe deine Angaben');
    await warning.waitFor();
    await warning.hover();
    await page.waitForTimeout(6000);
    expect(await warning.isVisible()).toBe(true);
    await page.mouse.move(10, 600);
    await expect.poll(() => warning.count(), { timeout: 8000 }).toBe(0);

    // A tap on a toast puts it away at once.
    await save.click();
    await warning.waitFor();
    await warning.click();
    // Well before its own 5 s would be up, with room for a busy machine.
    await expect.poll(() => warning.count(), { timeout: 3000 }).toBe(0);

    // The server out of reach: the danger toast has no time, it stays until put away or the page is left.
    await form.getByLabel('Vorname').fill('Lea');
    await page.route('**/api/manage/person', (route) =>
      route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await save.click();
    const danger = toasts.locator('[data-variant="danger"]');
    await danger.waitFor();
    expect(await danger.innerText()).toBe('Es ist ein unerwarteter Fehler aufgetreten');
    await page.mouse.move(10, 600);
    await page.waitForTimeout(6000);
    expect(await danger.isVisible()).toBe(true);
    expect(await toasts.getByRole('button').count()).toBe(0);
    // Without a pointer: Escape puts it away, wherever the focus is.
    await form.getByLabel('Vorname').focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => danger.count()).toBe(0);
    expect(await form.getByLabel('Vorname').inputValue()).toBe('Lea');
    await save.click();
    await danger.waitFor();
    await form.getByRole('link', { name: 'Abbrechen' }).click();
    expect(await settledPath(page, '/manage/person/edit')).toBe('/manage/person/view');
    await expect.poll(() => danger.count()).toBe(0);
    // The aborted save is logged by the browser; nothing else went wrong.
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });
});
