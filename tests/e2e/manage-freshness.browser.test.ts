/// <reference lib="dom" />
// Callbacks of page.evaluate run in the browser.
import { png } from '@anpfiff/api/uploads/test-images';
import type { Browser } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectStatus, signUp, type Member } from '../src/support/accounts';
import type { ApiServer } from '../src/support/api-server';
import { browserAvailable } from '../src/support/browser';
import { clubProfile, jobPayload, toFormData } from '../src/support/payloads';
import {
  hold,
  openManagePage,
  setVisibility,
  settledPath,
  signedInPage,
  withServerAndBrowser,
} from './manage-support';

/** An offer of `club` (a head coach in Zürich) and its slug. */
async function offerOf(club: Member): Promise<string> {
  return expectStatus(
    await club.client.post<{ slug: string }>('manage/jobs', jobPayload('CH')),
    200,
    'create offer',
  ).body.slug;
}

/** Waits until the matcher has found `count` people for the offer. */
async function matched(club: Member, slug: string, count: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const res = await club.client.get<unknown[]>(`manage/jobs/${slug}/matchings?page=0&maxResults=20`);
        return Array.isArray(res.body) ? res.body.length : -1;
      },
      { timeout: 30_000 },
    )
    .toBe(count);
}

/**
 * While the page's live stream is held back (after it was asked for), a fitting person named `firstName`
 * Zwischen signs up and is matched to the offer, which had `before` people. The stream is let through
 * once the server's live fan-out has had time to pass the change by while no stream of the page listened,
 * so that only the comparison of positions can bring it. (A fan-out slower than that would bring it live:
 * the test would then pass without testing the comparison, not fail.)
 */
async function matchBeforeStreamListens(
  stream: Awaited<ReturnType<typeof hold>>,
  server: ApiServer,
  club: Member,
  slug: string,
  before: number,
  firstName: string,
): Promise<void> {
  await expect.poll(() => stream.seen.count).toBe(1);
  await signUp(server, 'person', { fields: { firstName, lastName: 'Zwischen' } });
  await matched(club, slug, before + 1);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  stream.release();
}

/** A candidate the emblem search would find (the test server has no emblem source). */
const CANDIDATE = {
  uri: 'https://upload.wikimedia.org/wappen-fc-testdorf.png',
  name: 'FC Testdorf',
  source: 'Wikimedia Commons',
};

/** The browser logs a refused request as a console error; anything else is one. */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 503/.test(e));

describe.skipIf(!browserAvailable())(
  'management pages show what is, not what was cached, in Chromium',
  () => {
    let server: ApiServer;
    let browser: Browser;

    withServerAndBrowser((s, b) => {
      server = s;
      browser = b;
    });

    it('fetches the matchings of an offer again when the page is shown again, by Back or in the tab', async () => {
      const club = await signUp(server, 'club');
      const slug = await offerOf(club);
      const { context, page, errors } = await signedInPage(browser, server, club.email);
      const people = page.getByTestId('person-matching');

      await openManagePage(page, server, `/manage/jobs/matchings/${slug}`);
      await page.getByTestId('job-matchings-empty').waitFor();
      // Away to the list; meanwhile a fitting person signs up, which the closed live stream does not tell.
      await page.getByTestId('breadcrumbs').getByRole('link', { name: 'Meine Angebote' }).click();
      await page.getByTestId('own-job').waitFor();
      await signUp(server, 'person', { fields: { firstName: 'Nina', lastName: 'Pfiff' } });
      await matched(club, slug, 1);
      await page.goBack();
      await expect.poll(() => people.count(), { timeout: 20_000 }).toBe(1);
      expect(await people.getByRole('heading').textContent()).toBe('Nina Pfiff');

      // A tab shown again whose live stream is refused (an account holds only so many) catches up all
      // the same.
      await page.route('**/api/manage/live', (route) => route.fulfill({ status: 503, body: '' }));
      await setVisibility(page, 'hidden');
      await signUp(server, 'person', { fields: { firstName: 'Timo', lastName: 'Wyss' } });
      await matched(club, slug, 2);
      await page.waitForTimeout(500);
      expect(await people.count()).toBe(1);
      await setVisibility(page, 'visible');
      await expect.poll(() => people.count(), { timeout: 20_000 }).toBe(2);
      expect(unexpected(errors)).toEqual([]);
      await context.close();
    });

    it('shows a person who came to match after the list was read and before the live stream listened', async () => {
      const club = await signUp(server, 'club');
      const slug = await offerOf(club);
      const { context, page, errors } = await signedInPage(browser, server, club.email);
      const people = page.getByTestId('person-matching');
      // The stream is slower to stand than the list to load, as on a phone line.
      const stream = await hold(page, 'GET', 'manage/live');
      await openManagePage(page, server, `/manage/jobs/matchings/${slug}`);
      // People of the tests before may match the offer too.
      await page.getByTestId('job-matchings').or(page.getByTestId('job-matchings-empty')).waitFor();
      const before = await people.count();
      await matchBeforeStreamListens(stream, server, club, slug, before, 'Lea');
      await expect.poll(() => people.count(), { timeout: 20_000 }).toBe(before + 1);
      expect(await people.getByRole('heading', { name: 'Lea Zwischen' }).count()).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('counts a person who came to match before the live stream listened on Meine Angebote too', async () => {
      const club = await signUp(server, 'club');
      const slug = await offerOf(club);
      const { context, page, errors } = await signedInPage(browser, server, club.email);
      const stream = await hold(page, 'GET', 'manage/live');
      await openManagePage(page, server, '/manage/jobs');
      const count = page.getByTestId('own-job-matchings');
      await count.waitFor();
      const before = (await club.client.get<unknown[]>(`manage/jobs/${slug}/matchings`)).body.length;
      await matchBeforeStreamListens(stream, server, club, slug, before, 'Ria');
      const expected = before + 1 === 1 ? '1 passende Person' : `${before + 1} passende Personen`;
      await expect.poll(() => count.textContent(), { timeout: 20_000 }).toBe(expected);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('forgets a deleted offer at once: the list shown next lacks it before the server answers', async () => {
      const club = await signUp(server, 'club');
      await offerOf(club);
      expectStatus(
        await club.client.post(
          'manage/jobs',
          jobPayload('CH', { clubFunction: 'SCHIEDSRICHTER', subClubFunction: undefined }),
        ),
        200,
        'create offer',
      );
      const { context, page, errors } = await signedInPage(browser, server, club.email);
      const offers = page.getByTestId('own-job');
      const cockpitCard = (name: string) =>
        page.getByTestId('cockpit-cards').getByRole('link', { name: new RegExp(name) });
      const previewJobs = page.getByTestId('club-preview').getByTestId('club-jobs').locator(':scope > li');

      // The "Mein Verein" preview has shown both offers: its list is in the cache.
      await openManagePage(page, server, '/manage/cockpit');
      await cockpitCard('Mein Verein').click();
      await expect.poll(() => previewJobs.count()).toBe(2);
      await page.getByTestId('breadcrumbs').getByRole('link', { name: 'Übersicht' }).click();
      await cockpitCard('Meine Angebote').click();
      await expect.poll(() => offers.count()).toBe(2);
      await offers.getByRole('link', { name: 'Cheftrainer' }).click();
      await page.getByRole('link', { name: 'Löschen' }).click();
      await page.getByTestId('job-delete-confirm').waitFor();
      const deletePath = new URL(page.url()).pathname;
      // The list's next answer is slow: what shows meanwhile is the cache.
      const list = await hold(page, 'GET', 'manage/jobs');
      await page.getByTestId('job-delete-confirm').click();
      expect(await settledPath(page, deletePath)).toBe('/manage/jobs');
      await offers.first().waitFor();
      expect(await offers.count()).toBe(1);
      expect(await offers.getByRole('heading').textContent()).toBe('Schiedsrichter');
      list.release();

      // Away and back: still gone.
      await page.getByTestId('breadcrumbs').getByRole('link', { name: 'Übersicht' }).click();
      await page.getByTestId('cockpit-cards').waitFor();
      await page.goBack();
      await offers.first().waitFor();
      await page.waitForTimeout(500);
      expect(await offers.getByRole('heading').allTextContents()).toEqual(['Schiedsrichter']);

      // The preview, its list slow to answer, lacks the deleted offer from the start.
      const clubJobs = await hold(page, 'GET', 'clubs/*/jobs');
      await page.getByTestId('breadcrumbs').getByRole('link', { name: 'Übersicht' }).click();
      await cockpitCard('Mein Verein').click();
      await previewJobs.first().waitFor();
      expect(await previewJobs.getByRole('heading').allTextContents()).toEqual(['Schiedsrichter']);
      clubJobs.release();
      await page.waitForTimeout(500);
      expect(await previewJobs.getByRole('heading').allTextContents()).toEqual(['Schiedsrichter']);
      expect(errors).toEqual([]);
      await context.close();
    });

    it('shows a picked crest everywhere, loads the edit form anew, and opens the picker afresh', async () => {
      const club = await signUp(server, 'club');
      const { context, page, errors } = await signedInPage(browser, server, club.email);
      let avatarUrl = '';
      await page.route('**/api/club-emblem', async (route) => {
        if (route.request().method() === 'GET') return route.fulfill({ json: [CANDIDATE] });
        // The server adopts the crest: here an upload of the club's own stands in for the fetched one.
        const form = toFormData(clubProfile('CH'));
        form.append(
          'selectedImage',
          new Blob([new Uint8Array(await png(64, 48))], { type: 'image/png' }),
          'w.png',
        );
        avatarUrl = expectStatus(
          await club.client.post<{ avatarUrl: string }>('manage/club', form),
          200,
          'store crest',
        ).body.avatarUrl;
        return route.fulfill({ json: { avatarUrl } });
      });

      // The edit form was open once: the club without a crest is in the cache.
      await openManagePage(page, server, '/manage/club/edit');
      const form = page.getByTestId('club-form');
      await expect.poll(() => form.getByLabel('Vereinsname').inputValue()).toBe('FC Testdorf');
      expect(await form.getByRole('img', { name: /Vorschau/ }).count()).toBe(0);
      await form.getByRole('link', { name: 'Abbrechen' }).click();
      expect(await settledPath(page, '/manage/club/edit')).toBe('/manage/club/view');

      const picker = page.getByTestId('emblem-picker');
      await page.getByRole('button', { name: 'Vereinswappen finden' }).click();
      await picker.getByRole('button', { name: 'Dieses Wappen übernehmen: FC Testdorf' }).click();
      await expect.poll(() => picker.isVisible()).toBe(false);
      const preview = page.getByTestId('club-preview');
      await expect.poll(() => preview.locator('img').first().getAttribute('src')).toBe(avatarUrl);

      // Opened again: searching, not the last opening's candidates.
      const search = await hold(page, 'GET', 'club-emblem');
      await page.getByRole('button', { name: 'Vereinswappen finden' }).click();
      await picker.getByTestId('emblem-loading').waitFor();
      expect(await picker.getByTestId('emblem-candidates').count()).toBe(0);
      search.release();
      await picker.getByTestId('emblem-candidates').waitFor();
      await picker.getByRole('button', { name: 'Abbrechen' }).click();
      await expect.poll(() => picker.isVisible()).toBe(false);

      // The edit form waits for the club as it is now, instead of offering the cached one to save.
      const read = await hold(page, 'GET', 'manage/club');
      await page.getByRole('link', { name: 'Bearbeiten' }).click();
      await form.waitFor();
      await page.waitForTimeout(300);
      expect(await form.getByRole('button', { name: 'Speichern' }).isDisabled()).toBe(true);
      expect(await form.getByLabel('Vereinsname').inputValue()).toBe('');
      read.release();
      const crest = form.getByRole('img', { name: /Vorschau/ });
      await expect.poll(() => crest.getAttribute('src')).toBe(avatarUrl);
      await form.getByLabel('Beschreibung').fill('Mit neuem Wappen.');
      await form.getByRole('button', { name: 'Speichern' }).click();
      expect(await settledPath(page, '/manage/club/edit')).toBe('/manage/club/view');
      await preview.getByText('Mit neuem Wappen.').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });

    it('keeps the focus on a subscription switch while it saves, and announces the new state', async () => {
      const person = await signUp(server, 'person');
      const { context, page, errors } = await signedInPage(browser, server, person.email);
      await openManagePage(page, server, '/manage/settings/subscriptions');
      const state = page.getByTestId('weekly-subscription-state');
      await state.waitFor();
      expect(await state.getAttribute('role')).toBe('status');
      const before = await state.textContent();
      const toggle = page.getByRole('button', {
        name: before === 'Abonniert' ? 'Abbestellen' : 'Abonnieren',
      });

      const saving = await hold(page, 'PUT', 'manage/notification-settings');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => toggle.getAttribute('aria-disabled')).toBe('true');
      expect(await toggle.getAttribute('aria-busy')).toBe('true');
      expect(await toggle.evaluate((button: HTMLButtonElement) => button.disabled)).toBe(false);
      expect(await toggle.evaluate((button) => document.activeElement === button)).toBe(true);
      // Pressed again while it saves: one request only.
      await page.keyboard.press('Enter');
      await page.waitForTimeout(300);
      expect(saving.seen.count).toBe(1);
      saving.release();
      await expect.poll(() => state.textContent()).not.toBe(before);
      const button = page.locator('main').getByRole('button', { name: /^(Abonnieren|Abbestellen)$/ });
      expect(await button.getAttribute('aria-disabled')).toBe('false');
      expect(await button.evaluate((b) => document.activeElement === b)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);
