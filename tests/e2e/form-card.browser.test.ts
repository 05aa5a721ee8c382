/// <reference lib="dom" />
// Callbacks of page.evaluate run in the browser.
import type { Browser, Locator } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectStatus, signUp } from '../src/support/accounts';
import type { ApiServer } from '../src/support/api-server';
import { browserAvailable } from '../src/support/browser';
import { jobPayload, PASSWORD } from '../src/support/payloads';
import { collectErrors, newSiteContext } from '../src/support/web-page';
import {
  hold,
  openLoadedForm,
  openManagePage,
  settledPath,
  signedInPage,
  siteUrl,
  withServerAndBrowser,
} from './manage-support';

const LOAD_FAILED = 'Das Formular konnte nicht geladen werden. Bitte lade die Seite neu.';

/** Whether the element has the keyboard focus. */
const focused = (element: Locator) => element.evaluate((e) => document.activeElement === e);

/** The browser logs a refused request as a console error; anything else is one. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 5\d\d/.test(e));

describe.skipIf(!browserAvailable())('the form card and the modal, in Chromium', () => {
  let server: ApiServer;
  let browser: Browser;

  withServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });

  it('keeps Speichern focused but busy while it saves, with Abbrechen disabled, link or button', async () => {
    const club = await signUp(server, 'club');
    const { slug } = expectStatus(
      await club.client.post<{ slug: string }>('manage/jobs', jobPayload('CH')),
      200,
      'create offer',
    ).body;
    const { context, page, errors } = await signedInPage(browser, server, club.email);

    // Abbrechen as a link: the notifications form.
    await openManagePage(page, server, '/manage/settings/notifications');
    const form = page.getByTestId('notifications-form');
    const save = form.getByRole('button', { name: 'Speichern' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    expect(await save.getAttribute('aria-disabled')).not.toBe('true');
    const saving = await hold(page, 'PUT', 'manage/notification-settings');
    await form.getByRole('checkbox').click();
    await save.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => save.getAttribute('aria-disabled')).toBe('true');
    expect(await save.getAttribute('aria-busy')).toBe('true');
    // Not disabled: a disabled button would drop the keyboard user's focus to the page's start.
    expect(await save.evaluate((button: HTMLButtonElement) => button.disabled)).toBe(false);
    expect(await focused(save)).toBe(true);
    const cancelLink = form.getByRole('link', { name: 'Abbrechen' });
    expect(await cancelLink.getAttribute('aria-disabled')).toBe('true');
    expect(await cancelLink.getAttribute('href')).toBeNull();
    // A second press while the first save runs sends nothing.
    await page.keyboard.press('Enter');
    await save.click({ force: true });
    await page.waitForTimeout(300);
    expect(saving.seen.count).toBe(1);
    saving.release();
    expect(await settledPath(page, '/manage/settings/notifications')).toBe('/manage/settings');

    // Abbrechen as a button: the offer form.
    await openManagePage(page, server, `/manage/jobs/edit/${slug}`);
    const jobForm = page.getByTestId('job-form');
    const jobSave = jobForm.getByRole('button', { name: 'Speichern' });
    await expect.poll(() => jobSave.isEnabled()).toBe(true);
    const savingJob = await hold(page, 'PUT', `manage/jobs/${slug}`);
    await jobSave.click();
    await expect.poll(() => jobSave.getAttribute('aria-busy')).toBe('true');
    expect(await jobSave.getAttribute('aria-disabled')).toBe('true');
    expect(
      await jobForm
        .getByRole('button', { name: 'Abbrechen' })
        .evaluate((button: HTMLButtonElement) => button.disabled),
    ).toBe(true);
    savingJob.release();
    expect(await settledPath(page, `/manage/jobs/edit/${slug}`)).toBe('/manage/jobs');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says the form could not be loaded when the country it depends on fails, instead of waiting silently', async () => {
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.route('**/api/country', (route) =>
      route.fulfill({ status: 500, json: { message: 'Fehler' } }),
    );
    await page.goto(`${siteUrl(server)}/login`);
    const form = page.getByTestId('login-form');
    await form.getByTestId('form-alert').waitFor();
    expect(await form.getByTestId('form-alert').textContent()).toBe(LOAD_FAILED);
    // Nothing to fill in that could not be sent.
    expect(await form.getByLabel('E-Mail').isDisabled()).toBe(true);
    expect(await form.getByRole('button', { name: 'Anmelden' }).isDisabled()).toBe(true);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it("keeps its warning on screen for its time even when the toasts' code arrives later than that", async () => {
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    // A slow line: the toasts load on demand, here six seconds late, more than a toast's five.
    await page.route(/\/toast-stack-[^/]*\.js$/, async (route) => {
      await new Promise((arrived) => setTimeout(arrived, 6000));
      await route.continue();
    });
    await page.goto(`${siteUrl(server)}/register/person-profile`);
    const form = page.getByTestId('registration-form');
    await expect.poll(() => form.getByRole('button', { name: 'Registrieren' }).isEnabled()).toBe(true);
    await form.getByRole('button', { name: 'Registrieren' }).click();
    const warning = page.getByTestId('toasts').getByText('Prüfe deine Angaben');
    await warning.waitFor({ timeout: 20_000 });
    // Its time runs from here: it is still there a moment later, and then goes.
    await page.waitForTimeout(1000);
    expect(await warning.isVisible()).toBe(true);
    await warning.waitFor({ state: 'detached', timeout: 20_000 });
    await context.close();
  }, 60_000);

  it('has number fields that a scroll leaves alone and that answer in German', async () => {
    const club = await signUp(server, 'club');
    const { context, page, errors } = await signedInPage(browser, server, club.email);
    const form = await openLoadedForm(page, server, '/manage/jobs/create', 'job-form');
    const salary = form.getByLabel('Entschädigung pro Saison (CHF)');
    expect(await salary.getAttribute('type')).toBe('text');
    expect(await salary.getAttribute('inputmode')).toBe('numeric');
    expect(await salary.getAttribute('pattern')).toBe('[0-9]*');

    // The wheel over a focused field scrolls the page; it does not count the amount up or down.
    await salary.fill('1500');
    await salary.hover();
    await page.mouse.wheel(0, -120);
    await page.mouse.wheel(0, 120);
    await page.waitForTimeout(200);
    expect(await salary.inputValue()).toBe('1500');

    // What the browser would have swallowed is kept, and the app says what is wrong with it.
    await salary.fill('zwölf');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect
      .poll(() => page.getByTestId('error-salary').textContent())
      .toBe('Entschädigung pro Saison (CHF) muss eine Zahl sein.');
    expect(await salary.inputValue()).toBe('zwölf');
    expect(await salary.getAttribute('aria-invalid')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads the next page anew after signing in, and Back does not lead to the login form', async () => {
    const person = await signUp(server, 'person');
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const url = siteUrl(server);
    await page.goto(`${url}/`);
    await page.getByRole('link', { name: 'Einloggen' }).first().click();
    const form = page.getByTestId('login-form');
    await expect.poll(() => form.getByRole('button', { name: 'Anmelden' }).isEnabled()).toBe(true);
    // A mark on this document: a page loaded anew does not have it.
    await page.evaluate(() => Object.assign(window, { beforeSignIn: true }));
    await form.getByLabel('E-Mail').fill(person.email);
    await form.getByLabel('Passwort').fill(PASSWORD);
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(`${url}/manage/cockpit`);
    await page.getByTestId('breadcrumbs').waitFor();
    expect(await page.evaluate(() => (window as { beforeSignIn?: boolean }).beforeSignIn)).toBeUndefined();

    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getByTestId('login-form').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes a modal on a click on the backdrop, but not when a selection is dragged out of it', async () => {
    const person = await signUp(server, 'person');
    const { context, page, errors } = await signedInPage(browser, server, person.email);
    await openManagePage(page, server, '/manage/settings');
    const dialog = page.getByTestId('delete-account-dialog');
    await page.getByTestId('open-delete-account').click();
    const text = dialog.getByText('Das lässt sich nicht rückgängig machen', { exact: false });
    await text.waitFor();
    await dialog.getByRole('textbox').fill('halb getippt');

    // Pressed on the text, let go over the backdrop: a selection, not a wish to close.
    const box = await text.boundingBox();
    if (!box) throw new Error('the dialog text is not shown');
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(5, 5, { steps: 5 });
    await page.mouse.up();
    await page.waitForTimeout(200);
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.getSelection()?.toString().length ?? 0)).toBeGreaterThan(0);
    expect(await dialog.getByRole('textbox').inputValue()).toBe('halb getippt');

    // Pressed and let go on the backdrop: closed.
    await page.mouse.click(5, 5);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
