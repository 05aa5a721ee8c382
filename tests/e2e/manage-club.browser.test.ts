import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, signUp } from '../src/support/accounts';
import { startApiServer, type ApiServer } from '../src/support/api-server';
import { browserAvailable, launchBrowser } from '../src/support/browser';
import { jobPayload } from '../src/support/payloads';
import {
  expectAccessible,
  openManagePage,
  requireWebBuild,
  settledPath,
  signedInPage,
} from './manage-support';

const DESCRIPTION = 'Wir suchen eine Schiedsrichterin oder einen Schiedsrichter für unsere Heimspiele.';

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

// A whole journey: two sign-ups with their password hashes and four accessibility checks took 47 s in a
// full CI run on a machine at half speed, close to the 60 s default.
const JOURNEY_TIMEOUT_MS = 180_000;

describe.skipIf(!browserAvailable())('the management area of a club, in Chromium', () => {
  let server: ApiServer;
  let browser: Browser;

  beforeAll(async () => {
    requireWebBuild();
    server = await startApiServer('pglite');
    browser = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 60_000);

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

      await openManagePage(page, server, '/manage/jobs');
      await expect.poll(() => page.getByTestId('own-job-matchings').textContent()).toBe('1 passende Person');
      expect(errors).toEqual([]);
      await context.close();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it('filters its offers with the search box, shows, edits and deletes one', async () => {
    const club = await signUp(server, 'club');
    for (const overrides of [{}, { clubFunction: 'SCHIEDSRICHTER', subClubFunction: undefined }])
      expectStatus(await club.client.post('manage/jobs', jobPayload('CH', overrides)), 200, 'create offer');
    const { context, page, errors } = await signedInPage(browser, server, club.email);

    await openManagePage(page, server, '/manage/jobs');
    await expect.poll(() => page.getByTestId('own-job').count()).toBe(2);
    const search = page.getByPlaceholder('Suchen...');
    await search.fill('schieds');
    await expect.poll(() => page.getByTestId('own-job').count()).toBe(1);
    await search.fill('Platzwart');
    await page.getByTestId('own-jobs-none-found').waitFor();
    expect(await page.getByTestId('own-jobs-none-found').textContent()).toBe('Keine passenden Angebote');
    await search.fill('');
    await page.getByTestId('own-job').getByRole('link', { name: 'Cheftrainer' }).click();

    await page.getByTestId('job-preview').getByRole('heading', { name: 'Cheftrainer' }).waitFor();
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
    await page.getByTestId('club-preview').getByRole('heading', { name: 'FC Testdorf' }).waitFor();
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

    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    const form = page.getByTestId('club-form');
    await expect.poll(() => form.getByLabel('Vereinsname').inputValue()).toBe('FC Testdorf');
    await expectAccessible(page, 'club form');
    await form.getByLabel('Beschreibung').fill('Ein Verein mit Herz und zwölf Teams.');
    await form.getByRole('button', { name: 'Speichern' }).click();
    expect(await settledPath(page, '/manage/club/edit')).toBe('/manage/club/view');
    await page.getByTestId('club-preview').getByText('Ein Verein mit Herz und zwölf Teams.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
