/// <reference lib="dom" />
import { CLUB_FUNCTION_INFO } from '@anpfiff/schemas/catalogues/club-functions';
import type { Browser, Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectStatus, signUp } from '../src/support/accounts';
import type { ApiServer } from '../src/support/api-server';
import { browserAvailable } from '../src/support/browser';
import { jobPayload } from '../src/support/payloads';
import {
  expectAccessible,
  hold,
  openLoadedForm,
  openManagePage,
  settledPath,
  signedInPage,
  withServerAndBrowser,
} from './manage-support';

const DESCRIPTION = 'Wir suchen eine Schiedsrichterin oder einen Schiedsrichter für unsere Heimspiele.';

/** The width of a phone, where the management area was audited. */
const PHONE = { width: 390, height: 844 };

/** The labels of a club function's sub-functions, in the catalogue's order. */
const CHILDREN = (parent: string) =>
  CLUB_FUNCTION_INFO.filter((info) => info.parent === parent).map((info) => info.label);

/** Fills the offer form as a club would: function through react-select, description, place. */
async function fillOfferForm(page: Page): Promise<void> {
  const form = page.getByTestId('job-form');
  await expect.poll(() => form.getByRole('button', { name: 'Speichern' }).isEnabled()).toBe(true);
  await form.getByLabel('Gesuchte Funktion').fill('Schiedsrichter');
  await form.getByLabel('Gesuchte Funktion').press('Enter');
  await form.getByLabel('Beschreibung').fill(DESCRIPTION);
  await form.getByLabel('PLZ').fill('8001');
  await form.getByLabel('Ort').fill('Zürich');
}

/**
 * Spec (forms): both buttons are disabled while the form loads. Abbrechen looks like the disabled
 * Speichern, cannot take the focus, and a click on it leads nowhere.
 */
async function expectCancelDisabled(page: Page, form: Locator, cancel: Locator): Promise<void> {
  const save = form.getByRole('button', { name: 'Speichern' });
  await cancel.waitFor();
  const from = new URL(page.url()).pathname;
  expect(await save.isDisabled()).toBe(true);
  expect(await cancel.isDisabled()).toBe(true);
  expect(await cancel.getAttribute('href')).toBeNull();
  const focusable = await cancel.evaluate((element: HTMLElement) => {
    element.focus();
    return document.activeElement === element;
  });
  expect(focusable).toBe(false);
  const look = (element: Locator) =>
    element.evaluate((e) => {
      const style = getComputedStyle(e);
      return [style.color, style.backgroundColor, style.borderTopColor, style.cursor];
    });
  expect(await look(cancel)).toEqual(await look(save));
  await cancel.click({ force: true });
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe(from);
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

/** The contrast of an 'rgb(r, g, b)' colour against white (WCAG relative luminance). */
function contrastOnWhite(colour: string | null): number {
  const channels = (colour?.match(/\d+/g) ?? []).slice(0, 3).map((value) => {
    const c = Number(value) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const [r = 1, g = 1, b = 1] = channels;
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

// A whole journey: two sign-ups with their password hashes and four accessibility checks took 47 s in a
// full CI run on a machine at half speed, close to the 60 s default.
const JOURNEY_TIMEOUT_MS = 180_000;

describe.skipIf(!browserAvailable())('the management area of a club, in Chromium', () => {
  let server: ApiServer;
  let browser: Browser;

  withServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });

  it(
    'creates an offer in the form, and a newly verified fitting person appears on its matchings page without a reload',
    async () => {
      const club = await signUp(server, 'club');
      const { context, page, errors } = await signedInPage(browser, server, club.email);

      await openManagePage(page, server, '/manage/jobs');
      await page.getByTestId('own-jobs-empty').waitFor();
      expect(await page.getByTestId('own-jobs-empty').textContent()).toBe(
        'Du hast noch keine Angebote erfasst. Klicke auf + um ein Angebot zu erstellen.',
      );
      expect(await page.getByPlaceholder('Suchen...').count()).toBe(1);
      await expectAccessible(page, 'empty jobs list');

      await page.getByRole('link', { name: 'Angebot erstellen' }).click();
      await fillOfferForm(page);
      await expectAccessible(page, 'job form');
      await page.getByTestId('job-form').getByRole('button', { name: 'Speichern' }).click();
      expect(await settledPath(page, '/manage/jobs/create')).toBe('/manage/jobs');
      const offer = page.getByTestId('own-job');
      await offer.waitFor();
      expect(await offer.getByRole('heading').textContent()).toBe('Schiedsrichter');
      expect(await offer.getByTestId('own-job-matchings').textContent()).toBe(
        'Noch keine passenden Personen',
      );
      await expectAccessible(page, 'jobs list');

      await offer.getByRole('link', { name: 'Passende Personen' }).click();
      await page.getByTestId('job-matchings-empty').waitFor();
      // How matches are found is said once, above the list, not again in the empty state.
      expect(await page.getByTestId('job-matchings-empty').textContent()).toBe(
        'Zurzeit gibt es keine passenden Personen.',
      );
      expect(await page.getByText(/Personen werden anhand ihrer Interessen/).count()).toBe(1);
      const crumbs = await page.getByTestId('breadcrumbs').getByRole('listitem').allTextContents();
      expect(crumbs).toEqual(['Übersicht', 'Meine Angebote', 'Angebot', 'Passende Personen']);
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

      // A person who fits registers and verifies elsewhere, while the page stays open.
      await signUp(server, 'person', {
        fields: { firstName: 'Nina', lastName: 'Pfiff', interestedClubFunctions: ['SCHIEDSRICHTER'] },
      });
      const person = page.getByTestId('person-matching');
      await person.waitFor({ timeout: 30_000 });
      expect(await person.getByRole('heading').textContent()).toBe('Nina Pfiff');
      expect(await person.getByTestId('matching-score').textContent()).toMatch(/^Passt zu \d{1,3} %$/);
      expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(
        true,
      );
      await person.getByText('Warum passt das?').click();
      await expectAccessible(page, 'job matchings');

      // On a phone a number stays on one line, and a long address wraps inside the card.
      const matchings = /\/api\/manage\/jobs\/[^/]+\/matchings/;
      await page.route(matchings, async (route) => {
        const response = await route.fetch();
        const people = (await response.json()) as { email?: string }[];
        const json = people.map((p) => ({
          ...p,
          email: `ein.sehr.langer.name.ohne.leerzeichen.${p.email}`,
          phone: '+41 79 555 31 76',
        }));
        await route.fulfill({ response, json });
      });
      await page.setViewportSize(PHONE);
      await page.reload();
      const phone = person.getByRole('link', { name: '+41 79 555 31 76' });
      await phone.waitFor();
      expect(await phone.evaluate((link) => link.getClientRects().length)).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
      await page.unroute(matchings);

      await openManagePage(page, server, '/manage/jobs');
      await expect.poll(() => page.getByTestId('own-job-matchings').textContent()).toBe('1 passende Person');
      expect(errors).toEqual([]);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it('filters its offers with the search box, shows, edits and deletes one', async () => {
    const club = await signUp(server, 'club');
    const referee = { clubFunction: 'SCHIEDSRICHTER', subClubFunction: undefined, teamCategory: 'SENIOREN' };
    for (const overrides of [{}, { ...referee, salary: 0 }])
      expectStatus(await club.client.post('manage/jobs', jobPayload('CH', overrides)), 200, 'create offer');
    const { context, page, errors } = await signedInPage(browser, server, club.email);

    await openManagePage(page, server, '/manage/jobs');
    await expect.poll(() => page.getByTestId('own-job').count()).toBe(2);
    // Each card says the team and the pay, as the public card does: two offers of a club differ there.
    const cards = page.getByTestId('own-job');
    expect(await cards.getByTestId('own-job-facts').allInnerTexts()).toEqual([
      expect.stringMatching(/^Senioren · Männer · 4\. Liga\nErstellt am /),
      expect.stringMatching(/^Aktive · Männer · 4\. Liga\nErstellt am /),
    ]);
    expect(await cards.getByTestId('badge-salary').allInnerTexts()).toEqual([
      'Spielentschädigung',
      expect.stringMatching(/^CHF\s1.500 pro Saison$/),
    ]);
    const search = page.getByPlaceholder('Suchen...');
    await search.fill('schieds');
    await expect.poll(() => page.getByTestId('own-job').count()).toBe(1);
    await search.fill('senioren');
    await expect
      .poll(() => page.getByTestId('own-job').getByRole('heading').allInnerTexts())
      .toEqual(['Schiedsrichter']);
    await search.fill('Platzwart');
    await page.getByTestId('own-jobs-none-found').waitFor();
    expect(await page.getByTestId('own-jobs-none-found').textContent()).toBe('Keine passenden Angebote');
    await search.fill('');

    // The offer's title is its link to the view (the way to Löschen), and looks like one.
    const title = page.getByTestId('own-job').getByRole('link', { name: 'Cheftrainer' });
    const look = await title.evaluate((link) => {
      const style = getComputedStyle(link);
      return { color: style.color, underline: style.textDecorationLine };
    });
    expect(look).toEqual({ color: 'rgb(11, 110, 63)', underline: 'underline' });
    await title.click();
    await page.getByTestId('job-preview').getByRole('heading', { name: 'Cheftrainer' }).waitFor();
    // One h1, the page's; the offer's title and its sections sit below it.
    expect(await headingOutline(page)).toEqual([
      '1 Angebot',
      '2 Cheftrainer',
      '3 Beschreibung',
      '3 Zusätzliche Leistungen',
      '3 Kontaktperson',
    ]);
    // The page's own crumb sits on the line of the linked ones.
    const tops = await page
      .getByTestId('breadcrumbs')
      .locator('li > *')
      .evaluateAll((crumbs) =>
        crumbs.map((crumb) => {
          const range = document.createRange();
          range.selectNodeContents(crumb);
          return range.getBoundingClientRect().top;
        }),
      );
    expect(tops).toHaveLength(3);
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(1);
    await expectAccessible(page, 'job view');
    const viewPath = new URL(page.url()).pathname;
    // Abbrechen goes back to where the form was opened from.
    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    const form = page.getByTestId('job-form');
    await expect.poll(() => form.getByLabel('Beschreibung').inputValue()).toContain('Cheftrainerin');
    await form.getByRole('button', { name: 'Abbrechen' }).click();
    expect(await settledPath(page, viewPath.replace('/view/', '/edit/'))).toBe(viewPath);
    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    await expect.poll(() => form.getByLabel('Beschreibung').inputValue()).toContain('Cheftrainerin');
    expect(await page.getByTestId('breadcrumbs').getByRole('listitem').allTextContents()).toEqual([
      'Übersicht',
      'Meine Angebote',
      'Angebot',
      'Bearbeiten',
    ]);
    await form.getByLabel('Beschreibung').fill(DESCRIPTION);
    const editPath = new URL(page.url()).pathname;
    await form.getByRole('button', { name: 'Speichern' }).click();
    expect(await settledPath(page, editPath)).toBe('/manage/jobs');

    await page.getByTestId('own-job').getByRole('link', { name: 'Cheftrainer' }).click();
    await page.getByTestId('job-preview').getByText(DESCRIPTION).waitFor();
    await page.getByRole('link', { name: 'Löschen' }).click();
    await page.getByTestId('job-delete-confirm').waitFor();
    const deletePath = new URL(page.url()).pathname;
    await page.getByTestId('job-delete-confirm').click();
    expect(await settledPath(page, deletePath)).toBe('/manage/jobs');
    await expect.poll(() => page.getByTestId('own-job').count()).toBe(1);
    expect(await page.getByTestId('own-job').getByRole('heading').textContent()).toBe('Schiedsrichter');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('disables Abbrechen with Speichern while a form loads, link or button, and enables both once loaded', async () => {
    const club = await signUp(server, 'club');
    const { slug } = expectStatus(
      await club.client.post<{ slug: string }>('manage/jobs', jobPayload('CH')),
      200,
      'create offer',
    ).body;
    const { context, page, errors } = await signedInPage(browser, server, club.email);

    // The club form: Abbrechen is a link to the club's view.
    const { release: releaseClub } = await hold(page, 'GET', 'manage/club');
    await openManagePage(page, server, '/manage/club/edit');
    const clubForm = page.getByTestId('club-form');
    const clubCancel = clubForm.getByRole('link', { name: 'Abbrechen' });
    await expectCancelDisabled(page, clubForm, clubCancel);
    await expectAccessible(page, 'club form while it loads');
    releaseClub();
    await expect.poll(() => clubForm.getByRole('button', { name: 'Speichern' }).isEnabled()).toBe(true);
    expect(await clubCancel.isEnabled()).toBe(true);
    expect(await clubCancel.getAttribute('aria-disabled')).toBeNull();
    await clubCancel.click();
    expect(await settledPath(page, '/manage/club/edit')).toBe('/manage/club/view');

    // The offer form: Abbrechen is a button that goes back.
    const { release: releaseJob } = await hold(page, 'GET', `manage/jobs/${slug}`);
    await openManagePage(page, server, `/manage/jobs/edit/${slug}`);
    const jobForm = page.getByTestId('job-form');
    const jobCancel = jobForm.getByRole('button', { name: 'Abbrechen' });
    await expectCancelDisabled(page, jobForm, jobCancel);
    releaseJob();
    await expect.poll(() => jobForm.getByRole('button', { name: 'Speichern' }).isEnabled()).toBe(true);
    await jobCancel.click();
    expect(await settledPath(page, `/manage/jobs/edit/${slug}`)).toBe('/manage/jobs');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers under Genauer only the sub-functions of the chosen function, on a phone', async () => {
    const club = await signUp(server, 'club');
    const { context, page, errors } = await signedInPage(browser, server, club.email);
    await page.setViewportSize(PHONE);
    const form = await openLoadedForm(page, server, '/manage/jobs/create', 'job-form');
    const sub = form.getByLabel('Genauer');
    const subField = form.locator('[data-field="subClubFunction"]');
    const choose = async (label: string, option: string) => {
      await form.getByLabel(label).fill(option);
      await form.getByLabel(label).press('Enter');
    };

    // Nothing to choose before the function, and nothing for a function without sub-functions.
    expect(await sub.isDisabled()).toBe(true);
    expect(await subField.innerText()).toContain('Zuerst auswählen: Gesuchte Funktion');
    await choose('Gesuchte Funktion', 'Schiedsrichter');
    expect(await sub.isDisabled()).toBe(true);
    expect(await subField.innerText()).toContain('Zu Schiedsrichter gibt es keine genauere Auswahl.');

    await choose('Gesuchte Funktion', 'Trainer');
    await expect.poll(() => sub.isEnabled()).toBe(true);
    await sub.focus();
    await sub.press('ArrowDown');
    await page.getByRole('option').first().waitFor();
    const options = await page.getByRole('option').allTextContents();
    expect(options).toEqual(CHILDREN('TRAINER'));
    await sub.press('Escape');
    await choose('Genauer', 'Cheftrainer');
    expect(await subField.innerText()).toContain('Cheftrainer');

    // Another function: the trainer role does not belong to it and goes.
    await choose('Gesuchte Funktion', 'Spieler');
    await expect.poll(() => subField.innerText()).not.toContain('Cheftrainer');
    expect(await subField.innerText()).toContain('Bitte wählen');
    await choose('Genauer', 'Stürmer');
    await form.getByLabel('Beschreibung').fill(DESCRIPTION);
    await form.getByLabel('PLZ').fill('8001');
    await form.getByLabel('Ort').fill('Zürich');
    await form.getByRole('button', { name: 'Speichern' }).click();
    expect(await settledPath(page, '/manage/jobs/create')).toBe('/manage/jobs');

    await page.getByTestId('own-job').getByRole('heading', { name: 'Stürmer' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fills in the town of a postcode typed, offers its towns, and never replaces a town written', async () => {
    const club = await signUp(server, 'club');
    const { context, page, errors } = await signedInPage(browser, server, club.email);
    const form = await openLoadedForm(page, server, '/manage/jobs/create', 'job-form');
    const zip = form.getByLabel('PLZ');
    const city = form.getByLabel('Ort');
    const towns = async () => {
      const list = await city.getAttribute('list');
      return list
        ? page
            .locator(`datalist[id="${list}"] option`)
            .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
        : [];
    };

    await zip.fill('8001');
    await expect.poll(() => city.inputValue()).toBe('Zürich');
    expect(await towns()).toEqual(['Zürich']);
    // Emptied on purpose, it stays empty.
    await city.fill('');
    await zip.press('End');
    await page.waitForTimeout(300);
    expect(await city.inputValue()).toBe('');

    // A town already written stays, whatever postcode follows; the new postcode's towns are offered.
    await city.fill('Zürich-Enge');
    await zip.fill('3011');
    await expect.poll(towns).toEqual(['Bern']);
    expect(await city.inputValue()).toBe('Zürich-Enge');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('marks deleting an offer in the red of deleting the account, not the green of a main action', async () => {
    const club = await signUp(server, 'club');
    const created = expectStatus(
      await club.client.post<{ slug: string }>('manage/jobs', jobPayload('CH')),
      200,
      'create offer',
    );
    const { context, page, errors } = await signedInPage(browser, server, club.email);
    const colours = (button: Locator) =>
      button.evaluate((b) => [getComputedStyle(b).backgroundColor, getComputedStyle(b).color]);

    await openManagePage(page, server, `/manage/jobs/delete/${created.body.slug}`);
    const deleteOffer = page.getByTestId('job-delete-confirm');
    await deleteOffer.waitFor();
    expect(await deleteOffer.innerText()).toBe('Angebot löschen');
    const offerColours = await colours(deleteOffer);
    expect(offerColours).toEqual(['rgb(164, 22, 26)', 'rgb(255, 255, 255)']);

    await openManagePage(page, server, '/manage/settings');
    await page.getByTestId('open-delete-account').click();
    const dialog = page.getByTestId('delete-account-dialog');
    const deleteAccount = dialog.getByTestId('delete-account-confirm');
    // Disabled until the address is typed: grey as every disabled button, then the same red.
    await dialog.getByRole('textbox').fill(club.email);
    expect(await deleteAccount.isEnabled()).toBe(true);
    expect(await colours(deleteAccount)).toEqual(offerColours);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows neither view, form nor delete for another club's offer, and leads back to the club's own", async () => {
    const other = await signUp(server, 'club');
    const created = expectStatus(
      await other.client.post<{ slug: string }>('manage/jobs', jobPayload('CH')),
      200,
      'create offer',
    );
    const { slug } = created.body;
    const club = await signUp(server, 'club');
    const { context, page, errors } = await signedInPage(browser, server, club.email);

    for (const route of [
      `/manage/jobs/view/${slug}`,
      `/manage/jobs/edit/${slug}`,
      `/manage/jobs/delete/${slug}`,
    ]) {
      await openManagePage(page, server, route);
      const notice = page.getByTestId('load-state');
      await notice.waitFor();
      expect(await notice.getByRole('alert').textContent(), route).toBe(
        'Dieses Angebot gibt es nicht (mehr).',
      );
      for (const action of ['Bearbeiten', 'Löschen', 'Passende Personen'])
        expect(await page.getByRole('link', { name: action, exact: true }).count(), route).toBe(0);
      expect(await page.getByTestId('job-preview').count(), route).toBe(0);
      expect(await page.getByTestId('job-form').count(), route).toBe(0);
      expect(await page.getByTestId('job-delete-confirm').count(), route).toBe(0);
      await expectAccessible(page, route);
    }
    await page.getByTestId('load-state').getByRole('link', { name: 'Zu meinen Angeboten' }).click();
    expect(await settledPath(page, `/manage/jobs/edit/${slug}`)).toBe('/manage/jobs');
    await page.getByTestId('own-jobs-empty').waitFor();
    // The browser reports the refused reads (404) itself; nothing else went wrong.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    await context.close();
  });

  it('shows the club with its emblem picker, which says when no crest was found', async () => {
    const club = await signUp(server, 'club');
    const { context, page, errors } = await signedInPage(browser, server, club.email);

    await openManagePage(page, server, '/manage/cockpit');
    expect(await page.getByTestId('cockpit-cards').getByRole('heading').allTextContents()).toEqual([
      'Mein Verein',
      'Meine Angebote',
      'Einstellungen',
    ]);
    await page
      .getByTestId('cockpit-cards')
      .getByRole('link', { name: /Mein Verein/ })
      .click();
    const preview = page.getByTestId('club-preview');
    await preview.getByRole('heading', { name: 'FC Testdorf' }).waitFor();
    // A new club has no description yet: no heading above nothing.
    expect(await preview.getByRole('heading', { name: 'Beschreibung' }).count()).toBe(0);
    await expectAccessible(page, 'club view');

    // The test server has no emblem source (EMBLEM_SOURCE=none): the picker says so.
    await page.getByRole('button', { name: 'Vereinswappen finden' }).click();
    const picker = page.getByTestId('emblem-picker');
    await picker.getByTestId('emblem-not-found').waitFor();
    expect(await picker.getByTestId('emblem-not-found').textContent()).toBe(
      'Leider konnten wir kein Wappen zu deinem Verein finden. Bitte lade dein Wappen beim Bearbeiten deines Vereins hoch.',
    );
    await expectAccessible(page, 'emblem picker');
    await picker.getByRole('button', { name: 'Abbrechen' }).click();
    await expect.poll(() => picker.isVisible()).toBe(false);
    expect(await headingOutline(page)).toEqual([
      '1 Mein Verein',
      '2 FC Testdorf',
      '3 Angebote dieses Vereins',
      '3 Kontakt',
    ]);

    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    const form = page.getByTestId('club-form');
    await expect.poll(() => form.getByLabel('Vereinsname').inputValue()).toBe('FC Testdorf');
    await expectAccessible(page, 'club form');
    await form.getByLabel('Beschreibung').fill('Ein Verein mit Herz und zwölf Teams.');
    await form.getByRole('button', { name: 'Speichern' }).click();
    expect(await settledPath(page, '/manage/club/edit')).toBe('/manage/club/view');
    await preview.getByText('Ein Verein mit Herz und zwölf Teams.').waitFor();
    expect(await preview.getByRole('heading', { name: 'Beschreibung' }).count()).toBe(1);
    expect(await headingOutline(page)).toEqual([
      '1 Mein Verein',
      '2 FC Testdorf',
      '3 Beschreibung',
      '3 Angebote dieses Vereins',
      '3 Kontakt',
    ]);
    // The club's public page keeps its name as the page's h1.
    await page.getByRole('link', { name: 'Öffentliche Vereinsseite ansehen' }).click();
    await page.getByRole('heading', { level: 1, name: 'FC Testdorf' }).waitFor();
    expect(await page.locator('main h1').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('rings a focused invalid react-select like every other field, and announces it as required', async () => {
    const club = await signUp(server, 'club');
    const { context, page, errors } = await signedInPage(browser, server, club.email);
    const form = await openLoadedForm(page, server, '/manage/jobs/create', 'job-form');
    const select = form.getByLabel('Gesuchte Funktion');
    // The * beside the label is hidden from screen readers: they learn it from the field.
    expect(await select.getAttribute('aria-required')).toBe('true');
    const control = (input: Locator) =>
      input.evaluate((element) => {
        const box = element.closest('[class*="-control"]');
        const style = box ? getComputedStyle(box) : null;
        return (
          style && `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset}`
        );
      });
    const borderOf = (input: Locator) =>
      input.evaluate((element) => {
        const box = element.closest('[class*="-control"]');
        return box ? getComputedStyle(box).borderTopColor : null;
      });
    // Unfocused and valid: a border that stands out from the white (3:1 or more), no ring.
    await form.getByLabel('Beschreibung').focus();
    expect(contrastOnWhite(await borderOf(select))).toBeGreaterThanOrEqual(3);
    expect(await control(select)).toMatch(/^none /);

    // Refused: the field is red, the focus goes to it, and the ring shows beside the red border.
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => select.getAttribute('aria-invalid')).toBe('true');
    await select.focus();
    // react-select eases its colours in: the values once that is done.
    await expect.poll(() => control(select)).toBe('solid 3px rgb(27, 31, 29) 2px');
    await expect.poll(() => borderOf(select)).toBe('rgb(179, 38, 30)');
    await form.getByLabel('Beschreibung').focus();
    await expect.poll(() => control(select)).toMatch(/^none /);
    // Its own errors only: the refused submit logs nothing.
    expect(errors).toEqual([]);
    await context.close();
  });
});
