/// <reference lib="dom" />
import type { Browser, Page } from 'playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, signUp, type Member } from '../src/support/accounts';
import type { ApiServer } from '../src/support/api-server';
import { browserAvailable } from '../src/support/browser';
import { jobPayload, personProfile } from '../src/support/payloads';
import {
  expectAccessible,
  setVisibility,
  openManagePage,
  signedInPage,
  siteUrl,
  withServerAndBrowser,
} from './manage-support';

const FAILED = 'Die Daten konnten nicht geladen werden. Bitte versuche es noch einmal.';
const OFFERS = 21;

/** Records every EventSource the page opens, so a test can see which of them are still open. */
function trackEventSources(page: Page) {
  return page.addInitScript(() => {
    const Native = window.EventSource;
    const made: EventSource[] = [];
    Object.assign(window, { liveSources: made });
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        made.push(this);
      }
    };
  });
}

/** How many EventSources the page made, and how many of them are not closed. */
const liveSources = (page: Page) =>
  page.evaluate(() => {
    const made = (window as unknown as { liveSources: EventSource[] }).liveSources;
    return { made: made.length, open: made.filter((s) => s.readyState !== EventSource.CLOSED).length };
  });

/** Answers the first request matching `url` with a 500, the later ones from the server. */
async function failFirst(page: Page, url: RegExp): Promise<void> {
  let failed = false;
  await page.route(url, async (route) => {
    if (failed) return route.continue();
    failed = true;
    await route.fulfill({ status: 500, json: { message: 'Interner Fehler' } });
  });
}

/** The browser logs a failed request as a console error; anything else is one. */
const unexpected = (errors: string[]) => errors.filter((e) => !e.includes('status of 500'));

describe.skipIf(!browserAvailable())('live lists and failed loads recover, in Chromium', () => {
  let server: ApiServer;
  let browser: Browser;
  let club: Member;

  withServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });
  beforeAll(async () => {
    // Offers for head coaches in Zürich: more than one page of matchings for a person whose interests fit.
    club = await signUp(server, 'club');
    for (let i = 0; i < OFFERS; i += 1)
      expectStatus(await club.client.post('manage/jobs', jobPayload('CH')), 200, `offer ${i}`);
  }, 180_000);

  /** Waits until the matcher has found all offers for `person`. */
  async function allMatched(person: Member): Promise<void> {
    await expect
      .poll(
        async () => {
          const res = await person.client.get<unknown[]>('manage/person/matchings?page=1&maxResults=20');
          return Array.isArray(res.body) ? res.body.length : -1;
        },
        { timeout: 30_000 },
      )
      .toBe(OFFERS - 20);
  }

  it('closes the live stream while the page is hidden, and fetches the list once when it is shown again', async () => {
    const person = await signUp(server, 'person', { fields: { interestedClubFunctions: [] } });
    const { context, page, errors } = await signedInPage(browser, server, person.email);
    await trackEventSources(page);
    let listRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/manage/person/matchings') listRequests += 1;
    });
    await openManagePage(page, server, '/manage/person/job-matchings');
    await page.getByTestId('person-matchings-empty').waitFor();
    await expect.poll(() => liveSources(page)).toEqual({ made: 1, open: 1 });
    expect(listRequests).toBe(1);

    // In another tab the connection would hold one of the browser's six per host for nothing.
    await setVisibility(page, 'hidden');
    await expect.poll(() => liveSources(page)).toEqual({ made: 1, open: 0 });

    // Meanwhile the profile changes elsewhere, and offers come to match: nothing tells the hidden page.
    const saved = await person.client.put(
      'manage/person',
      personProfile('CH', { interestedClubFunctions: ['TRAINER'], searchRadius: 30 }),
    );
    expectStatus(saved, 200, 'save profile');
    await allMatched(person);
    await page.waitForTimeout(1_500);
    expect(await page.getByTestId('person-matchings-empty').count()).toBe(1);
    expect(listRequests).toBe(1);

    // Back on the tab: a new connection, and the list fetched once, so what was missed shows.
    await setVisibility(page, 'visible');
    await expect.poll(() => page.getByTestId('job-matching').count(), { timeout: 20_000 }).toBe(20);
    await expect.poll(() => liveSources(page)).toEqual({ made: 2, open: 1 });
    await page.waitForTimeout(500);
    expect(listRequests).toBe(2);
    // Catching up is no live change to announce.
    expect(await page.locator('p.visually-hidden[role="status"]').textContent()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so when loading more matchings fails, and loads that page on Erneut versuchen', async () => {
    const person = await signUp(server, 'person', { fields: { interestedClubFunctions: ['TRAINER'] } });
    await allMatched(person);
    const { context, page, errors } = await signedInPage(browser, server, person.email);
    const pages: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/manage/person/matchings') pages.push(url.searchParams.get('page') ?? '');
    });
    await failFirst(page, /\/api\/manage\/person\/matchings\?page=1&/);
    await openManagePage(page, server, '/manage/person/job-matchings');
    await expect.poll(() => page.getByTestId('job-matching').count()).toBe(20);

    const more = page.getByTestId('load-more');
    await more.click();
    await page
      .getByTestId('search-message')
      .getByText('Die Ergebnisse konnten nicht geladen werden.')
      .waitFor();
    expect(await more.textContent()).toBe('Erneut versuchen');
    expect(await page.getByTestId('job-matching').count()).toBe(20);

    await more.click();
    await expect.poll(() => page.getByTestId('job-matching').count()).toBe(OFFERS);
    await page.getByTestId('search-message').getByText('Keine weiteren Angebote gefunden').waitFor();
    // Only the failed page was asked again, not the one already shown.
    expect(pages).toEqual(['0', '1', '1']);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('offers Erneut versuchen after a failed load on management and detail pages', async () => {
    const { context, page, errors } = await signedInPage(browser, server, club.email);
    const url = siteUrl(server);

    // A form without its data: the failure, then the filled form once asked again.
    await failFirst(page, /\/api\/manage\/club$/);
    await openManagePage(page, server, '/manage/club/edit');
    const state = page.getByTestId('load-state');
    expect(await state.getByRole('alert').textContent()).toBe(FAILED);
    await state.getByRole('button', { name: 'Erneut versuchen' }).click();
    const form = page.getByTestId('club-form');
    await expect.poll(() => form.getByLabel('Vereinsname').inputValue()).not.toBe('');
    expect(await page.getByTestId('load-state').count()).toBe(0);

    // An offer's view: retry beside the way back to the list.
    const [offer] = expectStatus(
      await club.client.get<{ slug: string }[]>('manage/jobs'),
      200,
      'own jobs',
    ).body;
    if (!offer) throw new Error('the club has no offer');
    await failFirst(page, new RegExp(`/api/manage/jobs/${offer.slug}$`));
    await openManagePage(page, server, `/manage/jobs/view/${offer.slug}`);
    expect(await state.getByRole('alert').textContent()).toBe(FAILED);
    expect(await state.getByRole('link', { name: 'Zu meinen Angeboten' }).count()).toBe(1);
    await expectAccessible(page, 'failed load with retry');
    await state.getByRole('button', { name: 'Erneut versuchen' }).click();
    await page.getByTestId('job-preview').waitFor();
    await page.getByTestId('job-preview').getByRole('heading').first().waitFor();

    // A public detail page.
    await failFirst(page, new RegExp(`/api/clubs/${club.slug}$`));
    await page.goto(`${url}/clubs/${club.slug}`);
    const detail = page.getByTestId('detail-state');
    await detail.waitFor();
    expect(await detail.getByRole('alert').textContent()).toBe(FAILED);
    await detail.getByRole('button', { name: 'Erneut versuchen' }).click();
    await page.locator('main h1').waitFor();
    expect(await page.getByTestId('detail-state').count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
