/// <reference lib="dom" />
// Callbacks of page.evaluate and waitForFunction run in the browser.
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from '../src/support/browser';
import { startDemoServer, type DemoServer } from '../src/support/demo-server';
import {
  accessibilityViolations,
  collectErrors,
  DEMO,
  newSiteContext,
  signIn,
} from '../src/support/web-page';

interface Card {
  slug: string;
  description: string;
  clubFunction?: string;
}

/** A card as a signed-in person or club gets it: with the contact data (spec section 6). */
interface ContactCard extends Card {
  canViewContactDetails: boolean;
  email?: string;
  contactInformation?: { firstName?: string; lastName?: string; position?: string; email?: string };
}

describe.skipIf(!browserAvailable())('the search screens in Chromium', () => {
  let server: DemoServer;
  let browser: Browser;
  let context: BrowserContext;

  /** What the API answers for the first page of a search, for comparison with the screen. */
  const api = async (kind: string, params: Record<string, string> = {}) => {
    const query = new URLSearchParams({ page: '0', maxResults: '20', ...params });
    const res = await fetch(`${server.url}/api/${kind}?${query}`);
    return { cards: (await res.json()) as Card[], total: Number(res.headers.get('X-Total-Count')) };
  };
  const facets = async (kind: string, params: Record<string, string> = {}) =>
    (await (await fetch(`${server.url}/api/${kind}/facets?${new URLSearchParams(params)}`)).json()) as {
      states: Record<string, number>;
      clubFunctions: Record<string, number>;
    };
  /** The detail links of the cards on screen, in order. */
  const shownSlugs = (page: Page) =>
    page
      .getByTestId('search-results')
      .locator('article h2 a')
      .evaluateAll((links) =>
        links.map((a) => decodeURIComponent(a.getAttribute('href')?.split('/').pop() ?? '')),
      );
  /** Resolves once the screen asked for, and got, the search whose parameters pass `check`. */
  const answered = (page: Page, kind: string, check: (params: URLSearchParams) => boolean) =>
    page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === `/api/${kind}` && check(url.searchParams);
    });
  const settled = (page: Page) =>
    page.waitForFunction(
      () => document.querySelector('[data-testid="load-more"]')?.getAttribute('aria-busy') === 'false',
    );

  // The first file to start seeds the demo template, which takes a minute or two on a busy machine.
  beforeAll(async () => {
    server = await startDemoServer({ MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png' });
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('searches as you type after a pause, with the query in the URL and the spec page size', async () => {
    ({ context } = await newSiteContext(browser, { consent: 'essential' }));
    const page = await context.newPage();
    const errors = collectErrors(page);
    const searches: string[] = [];
    page.on('request', (r) => /\/api\/jobs\?/.test(r.url()) && searches.push(r.url()));
    await page.goto(`${server.url}/jobs`);
    await settled(page);
    const all = await api('jobs');
    expect(await shownSlugs(page)).toEqual(all.cards.map((c) => c.slug));
    expect(await page.getByTestId('search-total').textContent()).toBe(`${all.total} Angebote`);
    expect(await page.getByPlaceholder('Suchen...').count()).toBe(1);

    searches.length = 0;
    const zurichAnswered = answered(page, 'jobs', (p) => p.get('query') === 'Zürich');
    // Six keystrokes 40 ms apart, timed inside the page: each restarts the 200 ms pause, so only the whole word
    // is searched for. A loaded machine can still stretch a gap in the page itself; the gaps are measured there,
    // and a gap past the pause may add one search for the letters typed so far.
    const gaps = await page.evaluate(async (word) => {
      const input = document.querySelector<HTMLInputElement>('input[type="search"]');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      if (!input || !setValue) throw new Error('no search box');
      const gaps: number[] = [];
      let last = performance.now();
      for (let i = 1; i <= word.length; i++) {
        const now = performance.now();
        if (i > 1) gaps.push(now - last);
        last = now;
        setValue.call(input, word.slice(0, i));
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
      return gaps;
    }, 'Zürich');
    await expect.poll(() => page.url()).toMatch(/query=Z%C3%BCrich/);
    await zurichAnswered;
    await settled(page);
    const stretched = gaps.filter((gap) => gap >= 180).length;
    // The pause is what is tested: no search for the letters typed so far unless the page itself stretched a
    // gap past it. A second request for the whole word (the list revalidating) is no typing search.
    const partial = searches.filter((url) => new URL(url).searchParams.get('query') !== 'Zürich');
    expect(searches.length).toBeGreaterThanOrEqual(1);
    // One more is allowed: on a loaded machine the page may run the effect that cancels the pause late
    // even when the keystroke itself came on time. Without the pause, every prefix would be searched (5).
    expect(partial.length).toBeLessThanOrEqual(stretched + 1);
    const sent = new URL(searches.at(-1) ?? '');
    expect(Object.fromEntries(sent.searchParams)).toEqual({ query: 'Zürich', page: '0', maxResults: '20' });
    const zurich = await api('jobs', { query: 'Zürich' });
    expect(zurich.total).toBeGreaterThan(0);
    expect(zurich.total).toBeLessThan(all.total);
    expect(await shownSlugs(page)).toEqual(zurich.cards.map((c) => c.slug));

    // The URL is the search: opening it elsewhere shows the same results, and back returns to all.
    const shared = await context.newPage();
    await shared.goto(page.url());
    await settled(shared);
    expect(await shownSlugs(shared)).toEqual(zurich.cards.map((c) => c.slug));
    expect(await shared.getByRole('searchbox').inputValue()).toBe('Zürich');
    // Typed on the keyboard, however the pauses fall, no letter is lost and the last word is searched.
    const lastAnswered = answered(shared, 'jobs', (p) => p.get('query') === 'Zürich Trainer');
    await shared.getByRole('searchbox').press('End');
    await shared.getByRole('searchbox').pressSequentially(' Trainer', { delay: 30 });
    await lastAnswered;
    expect(await shared.getByRole('searchbox').inputValue()).toBe('Zürich Trainer');
    await shared.close();
    expect(errors).toEqual([]);
  });

  it('filters through the dialog: working copy, parents and children, Abbrechen, Fertig, X and facet counts', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/jobs`);
    await settled(page);
    const field = page.getByTestId('filter-clubFunctions');
    const dialog = page
      .getByTestId('multi-select-dialog')
      .filter({ has: page.getByRole('heading', { name: 'Funktion' }) });
    const box = (name: string) => dialog.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) });
    const counts = await facets('jobs');

    await field.getByRole('button', { name: 'Funktion Alle' }).click();
    await dialog.getByRole('checkbox').first().waitFor();
    expect(await box('Trainer').getAttribute('type')).toBe('checkbox');
    // The counts beside the options are the facets of the search.
    const trainerLabel = dialog
      .locator('label')
      .filter({ has: page.getByRole('checkbox', { name: /^Trainer\b/ }) });
    await expect.poll(() => trainerLabel.textContent()).toContain(`${counts.clubFunctions.TRAINER} Treffer`);
    await box('Trainer').check();
    for (const child of ['Cheftrainer', 'Torwarttrainer', 'Konditionstrainer'])
      expect(await box(child).isChecked()).toBe(true);
    await box('Cheftrainer').uncheck();
    expect(await box('Trainer').isChecked()).toBe(false);
    expect(await box('Torwarttrainer').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    expect(page.url()).not.toContain('clubFunctions');
    expect(await field.getByRole('button', { name: 'Funktion Alle' }).count()).toBe(1);

    // Reopened, it starts again from the committed (empty) selection.
    await field.getByRole('button', { name: 'Funktion Alle' }).click();
    expect(await box('Torwarttrainer').isChecked()).toBe(false);
    expect(await accessibilityViolations(page)).toEqual([]);
    await box('Schiedsrichter').check();
    const refereesAnswered = answered(page, 'jobs', (p) => p.get('clubFunctions') === 'SCHIEDSRICHTER');
    await dialog.getByRole('button', { name: 'Fertig' }).click();
    await expect.poll(() => page.url()).toMatch(/clubFunctions=SCHIEDSRICHTER/);
    await refereesAnswered;
    await settled(page);
    const referees = await api('jobs', { clubFunctions: 'SCHIEDSRICHTER' });
    expect(await shownSlugs(page)).toEqual(referees.cards.map((c) => c.slug));
    expect(await page.getByTestId('search-total').textContent()).toBe(`${referees.total} Angebote`);
    const badges = await page
      .getByTestId('search-results')
      .locator('[data-testid^="badge-"]:not([data-testid="badge-salary"])')
      .allTextContents();
    expect(new Set(badges)).toEqual(new Set(['Schiedsrichter']));

    // Back undoes the filter; forward brings it back; the X clears it.
    const allAnswered = answered(page, 'jobs', (p) => !p.has('clubFunctions'));
    await page.goBack();
    await expect.poll(() => page.url()).not.toContain('clubFunctions');
    await allAnswered;
    await settled(page);
    expect(await field.getByRole('button', { name: 'Funktion Alle' }).count()).toBe(1);
    await page.goForward();
    await expect.poll(() => page.url()).toMatch(/clubFunctions=SCHIEDSRICHTER/);
    const clearedAnswered = answered(page, 'jobs', (p) => !p.has('clubFunctions'));
    await field.getByRole('button', { name: 'Funktion: Auswahl löschen' }).click();
    await expect.poll(() => page.url()).not.toContain('clubFunctions');
    await clearedAnswered;
    await settled(page);
    expect(await page.getByTestId('search-total').textContent()).toBe(
      `${(await api('jobs')).total} Angebote`,
    );

    // The state filter of the same screen.
    const [state] = Object.entries(counts.states).sort((a, b) => b[1] - a[1])[0] ?? [];
    if (!state) throw new Error('no state facet');
    await page.getByTestId('filter-states').getByRole('button', { name: 'Kanton Alle' }).click();
    const states = page
      .getByTestId('multi-select-dialog')
      .filter({ has: page.getByRole('heading', { name: 'Kanton' }) });
    const indexData = (await (await fetch(`${server.url}/api/index-data`)).json()) as {
      states: { code: string; name: string }[];
    };
    const stateName = indexData.states.find((s) => s.code === state)?.name ?? state;
    await states.getByRole('checkbox', { name: new RegExp(`^${stateName}\\b`) }).check();
    const stateAnswered = answered(page, 'jobs', (p) => p.get('states') === state);
    await states.getByRole('button', { name: 'Fertig' }).click();
    await expect.poll(() => page.url()).toContain(`states=${state}`);
    await stateAnswered;
    await settled(page);
    expect(await shownSlugs(page)).toEqual((await api('jobs', { states: state })).cards.map((c) => c.slug));
    await page.close();
  });

  it('searches around a place typed, suggested or the device position, and tells in the dialog what it cannot place', async () => {
    const { context: located } = await newSiteContext(browser, { consent: 'essential' });
    await located.grantPermissions(['geolocation']);
    await located.setGeolocation({ latitude: 46.9481, longitude: 7.4474 });
    const page = await located.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/jobs`);
    await settled(page);
    const field = page.getByTestId('filter-radius');
    const dialog = page.getByTestId('radius-dialog');
    const place = dialog.getByRole('combobox', { name: 'Postleitzahl oder Ort' });
    const suggestions = dialog.getByRole('listbox', { name: 'Orte' });
    const total = await page.getByTestId('search-total').textContent();

    // A place the search does not know, and a name several towns carry: said in the dialog, in German,
    // and the list stays as it was.
    await field.getByRole('button', { name: 'Umkreis Alle' }).click();
    await place.fill('Nirgendwo');
    await dialog.getByRole('button', { name: 'Fertig' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Unbekannter Ort: gib eine Postleitzahl, einen Ort oder Koordinaten (Breite,Länge) an.');
    expect(await place.getAttribute('aria-invalid')).toBe('true');
    await place.fill('Buchs');
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await place.press('Enter');
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Mehrere Orte tragen diesen Namen: gib die Postleitzahl dazu an.');
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(page.url()).not.toContain('near');
    expect(await page.getByTestId('search-total').textContent()).toBe(total);

    // A postcode typed out and a distance: the offers within it, nearest first, each with its distance;
    // the place is kept as the gazetteer writes it.
    await place.fill('8001');
    await dialog.getByRole('combobox', { name: 'Entfernung' }).selectOption('10');
    const aroundAnswered = answered(
      page,
      'jobs',
      (p) => p.get('near') === '8001 Zürich' && p.get('radius') === '10',
    );
    await dialog.getByRole('button', { name: 'Fertig' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('near')).toBe('8001 Zürich');
    expect(new URL(page.url()).searchParams.get('radius')).toBe('10');
    await aroundAnswered;
    await settled(page);
    const around = await api('jobs', { near: '8001', radius: '10' });
    expect(around.total).toBeGreaterThan(0);
    expect(around.total).toBeLessThan((await api('jobs')).total);
    await expect.poll(() => shownSlugs(page)).toEqual(around.cards.map((c) => c.slug));
    const distances = await page
      .getByTestId('job-card')
      .evaluateAll((cards) =>
        cards.map((card) => Number(/· (\d+(?:\.\d)?) km/.exec(card.textContent ?? '')?.[1] ?? NaN)),
      );
    expect(distances.every((km) => km <= 10)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await field.getByRole('button', { name: 'Umkreis 10 km um 8001 Zürich' }).waitFor();

    // Places suggested while typing: arrows and Enter, or a tap, take one; Escape closes only the list.
    await field.getByRole('button', { name: 'Umkreis 10 km um 8001 Zürich' }).click();
    expect(await place.inputValue()).toBe('8001 Zürich');
    await place.fill('Ber');
    await expect
      .poll(() => suggestions.getByRole('option').first().getAttribute('aria-label'))
      .toBe('Bern, Bern');
    expect(await place.getAttribute('aria-expanded')).toBe('true');
    expect(await dialog.getByRole('status').textContent()).toBe('8 Orte vorgeschlagen');
    expect(await accessibilityViolations(page)).toEqual([]);
    await place.press('Escape');
    await expect.poll(() => suggestions.isHidden()).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    await place.press('ArrowDown');
    await expect.poll(() => place.getAttribute('aria-activedescendant')).toBeTruthy();
    const first = suggestions.getByRole('option', { selected: true });
    expect(await first.getAttribute('id')).toBe(await place.getAttribute('aria-activedescendant'));
    await place.press('ArrowDown');
    await place.press('Enter');
    expect(await place.inputValue()).toBe('Beromünster');
    expect(await dialog.isVisible()).toBe(true);
    await place.fill('Ber');
    await suggestions.getByRole('option', { name: 'Bern, Bern' }).click();
    expect(await place.inputValue()).toBe('Bern');
    const checks: string[] = [];
    page.on('request', (r) => r.url().includes('/api/places/resolve') && checks.push(r.url()));
    await dialog.getByRole('button', { name: 'Fertig' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('near')).toBe('Bern');
    await field.getByRole('button', { name: 'Umkreis 10 km um Bern' }).waitFor();
    // A suggested place needs no check: the API offered it.
    expect(checks).toEqual([]);
    await settled(page);

    // The device's position, shown as such and sent to a hundred metres.
    await field.getByRole('button', { name: 'Umkreis 10 km um Bern' }).click();
    expect(await place.inputValue()).toBe('Bern');
    await dialog.getByRole('button', { name: 'Meinen Standort verwenden' }).click();
    await expect.poll(() => place.inputValue()).toBe('Mein Standort');
    await dialog.getByRole('combobox', { name: 'Entfernung' }).selectOption('20');
    await dialog.getByRole('button', { name: 'Fertig' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('near')).toBe('46.948,7.447');
    await field.getByRole('button', { name: 'Umkreis 20 km um meinen Standort' }).waitFor();
    await settled(page);
    const located20 = await api('jobs', { near: '46.948,7.447', radius: '20' });
    await expect.poll(() => shownSlugs(page)).toEqual(located20.cards.map((c) => c.slug));

    // The × takes the radius away.
    await field.getByRole('button', { name: 'Umkreis: Auswahl löschen' }).click();
    await expect.poll(() => page.url()).not.toContain('near');
    await settled(page);
    await expect.poll(() => page.getByTestId('search-total').textContent()).toBe(total);
    // A distance an address brings that the dialog does not offer stays as it is, among the offered ones.
    await page.goto(`${server.url}/jobs?near=Bern&radius=15`);
    await field.getByRole('button', { name: 'Umkreis 15 km um Bern' }).click();
    const distance = dialog.getByRole('combobox', { name: 'Entfernung' });
    expect(await distance.inputValue()).toBe('15');
    expect(await distance.locator('option').allTextContents()).toEqual([
      '5 km',
      '10 km',
      '15 km',
      '20 km',
      '50 km',
      '100 km',
    ]);
    // The two places refused above, as the API answers them; nothing else went wrong.
    expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
    await located.close();
  });

  it('loads more pages of 20 until a shorter page ends the list', async () => {
    const page = await context.newPage();
    const pages: string[] = [];
    page.on(
      'request',
      (r) => /\/api\/clubs\?/.test(r.url()) && pages.push(new URL(r.url()).searchParams.get('page') ?? ''),
    );
    await page.goto(`${server.url}/clubs`);
    await settled(page);
    const { total } = await api('clubs');
    const button = page.getByTestId('load-more');
    expect(await shownSlugs(page)).toHaveLength(Math.min(20, total));
    expect(await button.textContent()).toBe('Weitere Ergebnisse laden');
    for (let loaded = 20; loaded < total || loaded % 20 === 0; loaded += 20) {
      if ((await button.textContent()) !== 'Weitere Ergebnisse laden') break;
      await button.click();
      await settled(page);
    }
    expect(await shownSlugs(page)).toHaveLength(total);
    expect(await button.textContent()).toBe('Keine weiteren Ergebnisse');
    expect(await button.isDisabled()).toBe(true);
    expect(await page.getByTestId('search-message').textContent()).toBe('Keine weiteren Vereine gefunden');
    expect(pages).toEqual(Array.from({ length: pages.length }, (_, i) => String(i)));
    await page.close();
  });

  it.each([
    ['clubs', 'Keine Vereine gefunden'],
    ['jobs', 'Keine Angebote gefunden'],
    ['people', 'Keine Personen gefunden'],
  ])('says so when %s finds nothing', async (kind, message) => {
    const page = await context.newPage();
    await page.goto(`${server.url}/${kind}?query=qqxqqzzy`);
    await settled(page);
    expect(await page.getByTestId('search-message').textContent()).toBe(message);
    expect(await page.getByTestId('load-more').textContent()).toBe('Keine Ergebnisse');
    expect(await shownSlugs(page)).toEqual([]);
    await page.close();
  });

  it('never lets a slow earlier answer overwrite a newer one: the running request is cancelled', async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/people`);
    await settled(page);
    // The first search answers only after 1.5 s.
    let slowSeen = false;
    await page.route(/\/api\/people\?.*query=Trainer/, async (route) => {
      slowSeen = true;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => undefined);
    });
    const aborted: string[] = [];
    page.on('requestfailed', (r) => aborted.push(r.url()));
    const box = page.getByRole('searchbox', { name: 'Suchbegriff' });
    await box.fill('Trainer');
    await expect.poll(() => slowSeen).toBe(true);
    const newerAnswered = answered(page, 'people', (p) => p.get('query') === 'Schiedsrichter');
    await box.fill('Schiedsrichter');
    await expect.poll(() => page.url()).toMatch(/query=Schiedsrichter/);
    await newerAnswered;
    await settled(page);
    const newer = await api('people', { query: 'Schiedsrichter' });
    expect(await shownSlugs(page)).toEqual(newer.cards.map((c) => c.slug));
    await page.waitForTimeout(2000);
    expect(await shownSlugs(page)).toEqual(newer.cards.map((c) => c.slug));
    expect(aborted.some((url) => url.includes('query=Trainer'))).toBe(true);
    await page.close();
  });

  it("opens 'Mehr Infos' in a modal with the whole description; cards show 200 characters", async () => {
    const page = await context.newPage();
    await page.goto(`${server.url}/clubs`);
    await settled(page);
    const { cards } = await api('clubs');
    const first = page.getByTestId('search-results').locator('article').first();
    const preview = (await first.getByTestId('card-preview').textContent()) ?? '';
    expect(preview.length).toBeLessThanOrEqual(200);
    await first.getByRole('button', { name: 'Mehr Infos' }).click();
    const modal = page.getByRole('dialog');
    await modal.waitFor();
    expect(await modal.getByRole('heading').first().textContent()).toBe(
      await first.locator('h2').first().textContent(),
    );
    expect((await modal.textContent())?.replace(/\s+/g, ' ')).toContain(
      cards[0]?.description.replace(/\s+/g, ' '),
    );
    expect(await modal.getByRole('link', { name: 'Zum Verein' }).getAttribute('href')).toBe(
      `/clubs/${cards[0]?.slug}`,
    );
    // The modal renders inside the card, whose rules stop at it: the description keeps its spacing.
    const description = modal.locator('p', { hasText: cards[0]?.description.slice(0, 20) });
    expect(await description.evaluate((p) => getComputedStyle(p).marginTop)).not.toBe('0px');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Mehr Infos');
    await first.getByRole('link', { name: 'Zum Verein' }).click();
    await expect.poll(() => page.url()).toBe(`${server.url}/clubs/${cards[0]?.slug}`);
    await page.close();
  });

  it("shows a signed-in club the contact data in 'Mehr Infos', as the detail pages do", async () => {
    const { context: own } = await newSiteContext(browser, { consent: 'essential' });
    await signIn(own, server.url, DEMO.club);
    const page = await own.newPage();
    const errors = collectErrors(page);
    const user = (await (await own.request.get(`${server.url}/api/authentication`)).json()) as {
      displayName: string;
    };
    /** The first page of a search as the signed-in club gets it, contact data included. */
    const signedIn = async (kind: string) =>
      (await (
        await own.request.get(`${server.url}/api/${kind}?page=0&maxResults=20`)
      ).json()) as ContactCard[];
    /** Opens 'Mehr Infos' of the card at `index` of the search screen of `kind`. */
    const openSummary = async (kind: string, index: number) => {
      await page.goto(`${server.url}/${kind}`);
      await settled(page);
      const card = page.getByTestId('search-results').locator('article').nth(index);
      await card.getByRole('button', { name: 'Mehr Infos' }).click();
      const modal = page.getByRole('dialog');
      await modal.waitFor();
      return modal;
    };

    // A person: the e-mail as a mailto link.
    const people = await signedIn('people');
    const personIndex = people.findIndex((p) => p.email);
    const person = people[personIndex];
    if (!person?.email) throw new Error('no person card with an e-mail for the signed-in club');
    expect(person.canViewContactDetails).toBe(true);
    let modal = await openSummary('people', personIndex);
    const mail = modal.getByRole('link', { name: person.email });
    expect(await mail.getAttribute('href')).toBe(`mailto:${person.email}`);
    expect(await modal.getByTestId('contact-block').getByRole('heading').textContent()).toBe('Kontakt');
    expect(await modal.getByTestId('contact-restricted').count()).toBe(0);

    // An offer: the contact person and the apply button, signed with the club's name.
    const jobs = await signedIn('jobs');
    const jobIndex = jobs.findIndex((j) => j.contactInformation?.lastName && j.contactInformation.email);
    const contact = jobs[jobIndex]?.contactInformation;
    if (!contact?.email) throw new Error('no offer card with a contact person for the signed-in club');
    modal = await openSummary('jobs', jobIndex);
    const block = modal.getByTestId('contact-block');
    expect(await block.getByRole('heading').textContent()).toBe('Kontaktperson');
    expect(await block.getByTestId('contact-name').textContent()).toBe(
      `${contact.firstName ?? ''} ${contact.lastName}${contact.position ? `, ${contact.position}` : ''}`.trim(),
    );
    const apply = new URL((await modal.getByTestId('apply-button').getAttribute('href')) ?? '');
    expect(apply.protocol).toBe('mailto:');
    expect(decodeURIComponent(apply.pathname)).toBe(contact.email);
    expect(apply.searchParams.get('body')?.split('\n').at(-1)).toBe(user.displayName);
    expect(await modal.getByTestId('contact-restricted').count()).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    // A club: its contact.
    const clubs = await signedIn('clubs');
    const clubIndex = clubs.findIndex((c) => c.contactInformation?.lastName);
    const clubContact = clubs[clubIndex]?.contactInformation;
    if (!clubContact) throw new Error('no club card with a contact for the signed-in club');
    modal = await openSummary('clubs', clubIndex);
    expect(await modal.getByTestId('contact-name').textContent()).toContain(clubContact.lastName);
    expect(errors).toEqual([]);
    await own.close();
  });

  it('offers a signed-in club its own address to search around, and a visitor none', async () => {
    const { context: own } = await newSiteContext(browser, { consent: 'essential' });
    await signIn(own, server.url, DEMO.club);
    const page = await own.newPage();
    const errors = collectErrors(page);
    const club = (await (await own.request.get(`${server.url}/api/manage/club`)).json()) as {
      address: { zip: string; city: string };
    };
    const place = (await (
      await own.request.get(
        `${server.url}/api/places/resolve?${new URLSearchParams({ near: `${club.address.zip} ${club.address.city}` })}`,
      )
    ).json()) as { near: string };
    await page.goto(`${server.url}/people`);
    await settled(page);
    await page.getByTestId('filter-radius').getByRole('button', { name: 'Umkreis Alle' }).click();
    const dialog = page.getByTestId('radius-dialog');
    await dialog.getByRole('button', { name: 'Um meinen Verein' }).click();
    expect(await dialog.getByRole('combobox', { name: 'Postleitzahl oder Ort' }).inputValue()).toBe(
      `${club.address.zip} ${club.address.city}`,
    );
    await dialog.getByRole('button', { name: 'Fertig' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('near')).toBe(place.near);
    await page
      .getByTestId('filter-radius')
      .getByRole('button', { name: `Umkreis 20 km um ${place.near}` })
      .waitFor();
    expect(errors).toEqual([]);
    await own.close();

    // Signed out, there is no place of one's own to offer.
    const { context: visitor } = await newSiteContext(browser, { consent: 'essential' });
    const anonymous = await visitor.newPage();
    await anonymous.goto(`${server.url}/people`);
    await settled(anonymous);
    await anonymous.getByTestId('filter-radius').getByRole('button', { name: 'Umkreis Alle' }).click();
    await anonymous
      .getByTestId('radius-dialog')
      .getByRole('button', { name: 'Meinen Standort verwenden' })
      .waitFor();
    expect(await anonymous.getByRole('button', { name: /Um meinen/ }).count()).toBe(0);
    await visitor.close();
  });

  it.each(['people', 'jobs', 'clubs'])(
    "shows visitors the register notice in 'Mehr Infos' of %s, and no contact data",
    async (kind) => {
      const { context: own } = await newSiteContext(browser, { consent: 'essential' });
      const page = await own.newPage();
      const errors = collectErrors(page);
      await page.goto(`${server.url}/${kind}`);
      await settled(page);
      const first = page.getByTestId('search-results').locator('article').first();
      await first.getByRole('button', { name: 'Mehr Infos' }).click();
      const modal = page.getByRole('dialog');
      await modal.waitFor();
      const notice = modal.getByTestId('contact-restricted');
      expect(await notice.textContent()).toContain(
        'Kontaktdaten sehen nur registrierte Personen und Vereine.',
      );
      const register = notice.getByRole('link', { name: 'Jetzt registrieren' });
      expect(await register.getAttribute('href')).toBe('/register');
      expect(await modal.locator('a[href^="mailto:"]').count()).toBe(0);
      expect(await modal.getByTestId('contact-block').count()).toBe(0);
      await register.click();
      await expect.poll(() => page.url()).toBe(`${server.url}/register`);
      expect(errors).toEqual([]);
      await own.close();
    },
  );

  it.each([
    ['jobs', 'Angebote Vereine'],
    ['clubs', 'Vereinsverzeichnis'],
    ['people', 'Motivierte Sportler'],
  ])(
    'brings back the loaded pages and the scroll position on Back from a detail page of %s; the menu starts afresh',
    async (kind, navLabel) => {
      const { context: own } = await newSiteContext(browser, { consent: 'essential' });
      const page = await own.newPage();
      const errors = collectErrors(page);
      const searches: string[] = [];
      page.on('request', (r) => new URL(r.url()).pathname === `/api/${kind}` && searches.push(r.url()));
      const { total } = await api(kind);
      await page.goto(`${server.url}/${kind}`);
      await settled(page);
      await page.getByTestId('load-more').click();
      await settled(page);
      const loaded = await shownSlugs(page);
      expect(loaded).toHaveLength(Math.min(40, total));
      const cardLink = (n: number) => page.getByTestId('search-results').locator('article h2 a').nth(n);
      await cardLink(30).scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(500);
      await cardLink(30).click();
      await expect
        .poll(() => page.url())
        .toBe(`${server.url}/${kind}/${encodeURIComponent(loaded[30] ?? '')}`);
      await page.waitForSelector('main h1');
      searches.length = 0;

      await page.goBack();
      await expect.poll(() => page.url()).toBe(`${server.url}/${kind}`);
      await expect.poll(() => shownSlugs(page)).toEqual(loaded);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
      const box = await cardLink(30).boundingBox();
      expect(box && box.y >= 0 && box.y < 900).toBe(true);
      expect(await page.getByTestId('search-total').textContent()).toMatch(new RegExp(`^${total} `));
      // Shown from memory: nothing asked again.
      await page.waitForTimeout(500);
      expect(searches).toEqual([]);
      // The list goes on where it was.
      if (loaded.length === 40) {
        await page.getByTestId('load-more').click();
        await settled(page);
        expect((await shownSlugs(page)).slice(0, 40)).toEqual(loaded);
        expect(searches.map((url) => new URL(url).searchParams.get('page'))).toEqual(['2']);
      } else {
        expect(await page.getByTestId('load-more').textContent()).toBe('Keine weiteren Ergebnisse');
      }

      // A new visit through the menu is a fresh list at the top. (The search screen has a main h1 too:
      // the detail page is there once its address is.)
      const first = (await shownSlugs(page))[0] ?? '';
      await cardLink(0).click();
      await expect.poll(() => page.url()).toBe(`${server.url}/${kind}/${encodeURIComponent(first)}`);
      await page.waitForSelector('main h1');
      await page.getByRole('navigation').getByRole('link', { name: navLabel }).click();
      await settled(page);
      await expect.poll(() => shownSlugs(page)).toHaveLength(20);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // A changed query is never answered from memory.
      searches.length = 0;
      const typed = answered(page, kind, (p) => p.get('query') === 'a');
      await page.getByRole('searchbox').fill('a');
      await typed;
      await settled(page);
      expect(searches.map((url) => new URL(url).searchParams.get('page'))).toEqual(['0']);
      expect(errors).toEqual([]);
      await own.close();
    },
  );

  it('drops filter codes this site does not offer, instead of finding nothing or failing', async () => {
    const { context: own } = await newSiteContext(browser, { consent: 'essential' });
    const page = await own.newPage();
    const errors = collectErrors(page);
    const searches: URLSearchParams[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (/^\/api\/(jobs|people)(\/facets)?$/.test(url.pathname)) searches.push(url.searchParams);
    });
    const all = await api('jobs');
    // A German state on the Swiss site (a shared link), an unknown code and an unknown function.
    for (const query of ['states=DE-BY', 'states=XX', 'states=XX&clubFunctions=GIBTESNICHT']) {
      searches.length = 0;
      await page.goto(`${server.url}/jobs?${query}`);
      await settled(page);
      expect(await page.getByTestId('search-total').textContent(), query).toBe(`${all.total} Angebote`);
      expect(await shownSlugs(page), query).toEqual(all.cards.map((c) => c.slug));
      expect(searches.length, query).toBeGreaterThan(0);
      expect(
        searches.every((p) => !p.has('states') && !p.has('clubFunctions')),
        query,
      ).toBe(true);
      // The fields show no selection and offer nothing to clear; the URL says what is searched.
      for (const field of ['filter-states', 'filter-clubFunctions']) {
        expect(await page.getByTestId(field).getByRole('button').count(), `${query} ${field}`).toBe(1);
      }
      await expect.poll(() => page.url(), { message: query }).toBe(`${server.url}/jobs`);
    }
    // Known codes stay, unknown ones beside them go.
    const refereesAnswered = answered(page, 'people', (p) => p.get('clubFunctions') === 'SCHIEDSRICHTER');
    await page.goto(`${server.url}/people?clubFunctions=SCHIEDSRICHTER,XX&states=DE-BY`);
    await refereesAnswered;
    await settled(page);
    const referees = await api('people', { clubFunctions: 'SCHIEDSRICHTER' });
    expect(await page.getByTestId('search-total').textContent()).toBe(`${referees.total} Personen`);
    await expect.poll(() => page.url()).toBe(`${server.url}/people?clubFunctions=SCHIEDSRICHTER`);
    expect(errors).toEqual([]);
    await own.close();
  });

  it('says so when a page cannot be loaded and offers to try again, instead of more pages', async () => {
    const { context: own } = await newSiteContext(browser, { consent: 'essential' });
    const page = await own.newPage();
    const button = page.getByTestId('load-more');
    const message = page.getByTestId('search-message');
    // The first page fails (the server is unreachable), then answers.
    let failFirst = true;
    await page.route(/\/api\/jobs\?/, (route) =>
      failFirst ? route.abort('connectionrefused') : route.continue(),
    );
    await page.goto(`${server.url}/jobs`);
    await expect.poll(() => message.textContent()).toBe('Die Ergebnisse konnten nicht geladen werden.');
    expect(await button.textContent()).toBe('Erneut versuchen');
    expect(await button.isDisabled()).toBe(false);
    expect(await page.getByTestId('search-total').textContent()).toBe('');
    failFirst = false;
    await button.click();
    await settled(page);
    const { total } = await api('jobs');
    expect(await page.getByTestId('search-total').textContent()).toBe(`${total} Angebote`);
    expect(await shownSlugs(page)).toHaveLength(20);
    expect(await message.textContent()).toBe('');

    // A later page fails with an error answer: the loaded cards stay, the retry asks for that page again.
    const pages: string[] = [];
    await page.unroute(/\/api\/jobs\?/);
    await page.route(/\/api\/jobs\?/, (route) => {
      const number = new URL(route.request().url()).searchParams.get('page') ?? '';
      pages.push(number);
      return pages.length === 1
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"kaputt"}' })
        : route.continue();
    });
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Erneut versuchen');
    expect(await message.textContent()).toBe('Die Ergebnisse konnten nicht geladen werden.');
    expect(await shownSlugs(page)).toHaveLength(20);
    await button.click();
    await settled(page);
    expect(pages).toEqual(['1', '1']);
    expect(await shownSlugs(page)).toHaveLength(40);
    expect(await button.textContent()).toBe('Weitere Ergebnisse laden');
    await own.close();
  });

  it("shows the API's own words when it refuses a search (422), with neither a retry nor more pages", async () => {
    const { context: own } = await newSiteContext(browser, { consent: 'essential' });
    const page = await own.newPage();
    const errors = collectErrors(page);
    const searches: string[] = [];
    page.on('request', (r) => /\/api\/jobs\?/.test(r.url()) && searches.push(r.url()));
    const alert = page.getByTestId('search-refusal');
    const button = page.getByTestId('load-more');
    const field = page.getByTestId('filter-radius');

    // A shared link with a place the search does not know.
    const refused = answered(page, 'jobs', (p) => p.get('near') === 'Nirgendwo');
    await page.goto(`${server.url}/jobs?near=Nirgendwo&radius=20`);
    expect((await refused).status()).toBe(422);
    await expect
      .poll(() => alert.textContent())
      .toBe('Unbekannter Ort: gib eine Postleitzahl, einen Ort oder Koordinaten (Breite,Länge) an.');
    expect(await alert.isVisible()).toBe(true);
    expect(await alert.getAttribute('role')).toBe('alert');
    // The Umkreis field it speaks of points to it.
    const opener = field.getByRole('button', { name: 'Umkreis 20 km um Nirgendwo' });
    expect(await opener.getAttribute('aria-describedby')).toBe('search-refusal');
    // Asking again cannot help: no retry, no further page, no generic failure, no cards.
    expect(await page.getByRole('button', { name: 'Erneut versuchen' }).count()).toBe(0);
    expect(await button.textContent()).toBe('Keine Ergebnisse');
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByTestId('search-message').textContent()).toBe('');
    expect(await page.getByText('Die Ergebnisse konnten nicht geladen werden.').count()).toBe(0);
    expect(await shownSlugs(page)).toEqual([]);
    await button.click({ force: true });
    await page.waitForTimeout(400);
    expect(searches).toHaveLength(1);
    expect(await accessibilityViolations(page)).toEqual([]);

    // A refused distance, and a refusal with one message about the whole search (spec section 7).
    await page.goto(`${server.url}/jobs?near=8004&radius=abc`);
    await expect.poll(() => alert.textContent()).toBe('Ungültiger Radius.');
    await page.route(/\/api\/people\?/, (route) =>
      route.fulfill({ status: 422, contentType: 'application/json', body: '{"message":"Suche gesperrt."}' }),
    );
    await page.goto(`${server.url}/people`);
    await expect.poll(() => alert.textContent()).toBe('Suche gesperrt.');
    expect(await page.getByRole('button', { name: 'Erneut versuchen' }).count()).toBe(0);
    expect(
      await page.getByTestId('filter-radius').getByRole('button').first().getAttribute('aria-describedby'),
    ).toBeNull();

    // Corrected, the words go and the results come.
    await page.goto(`${server.url}/jobs?near=Nirgendwo&radius=20`);
    await alert.waitFor();
    await field.getByRole('button', { name: 'Umkreis: Auswahl löschen' }).click();
    await expect.poll(() => page.url()).not.toContain('near');
    await settled(page);
    const { total } = await api('jobs');
    await expect.poll(() => page.getByTestId('search-total').textContent()).toBe(`${total} Angebote`);
    expect(await alert.count()).toBe(0);
    expect(await button.textContent()).toBe('Weitere Ergebnisse laden');
    // The refusals themselves, as the browser logs them; nothing else went wrong.
    expect(errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
    await own.close();
  });

  it('shows the results on a map, with tiles from the configured server', async () => {
    const { context: mapContext, outside } = await newSiteContext(browser, { consent: 'essential' });
    const page = await mapContext.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/jobs`);
    await settled(page);
    await page.getByRole('button', { name: 'Karte' }).click();
    await expect.poll(() => page.url()).toMatch(/view=map/);
    await page.getByTestId('results-map').waitFor();
    await expect.poll(() => outside.urls.some((u) => u.startsWith('http://127.0.0.1:9/tiles/'))).toBe(true);
    expect(outside.urls.every((u) => u.startsWith('http://127.0.0.1:9/'))).toBe(true);
    expect(await page.getByRole('button', { name: 'Karte' }).getAttribute('aria-pressed')).toBe('true');
    const located = (await api('jobs')).cards.filter((c) => 'location' in c).length;
    expect(located).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.leaflet-marker-icon').count()).toBe(located);
    // A pin has its size (an inline span would be a sliver), and its tip is the icon's anchor: the place.
    const pin = await page
      .locator('.leaflet-marker-icon')
      .first()
      .evaluate((icon: HTMLElement) => {
        const box = icon.getBoundingClientRect();
        const shape = icon.querySelector('.anpfiff-pin')?.getBoundingClientRect();
        const anchor = { x: -parseFloat(icon.style.marginLeft), y: -parseFloat(icon.style.marginTop) };
        return shape
          ? {
              width: shape.width,
              height: shape.height,
              tip: { x: shape.left + shape.width / 2 - box.left, y: shape.bottom - box.top },
              anchor,
            }
          : null;
      });
    expect(pin?.width).toBeGreaterThan(20);
    expect(pin?.height).toBeGreaterThan(20);
    expect(pin?.tip.x).toBeCloseTo(pin?.anchor.x ?? NaN, 0);
    expect(pin?.tip.y).toBeCloseTo(pin?.anchor.y ?? NaN, 0);
    await page.getByRole('button', { name: 'Liste' }).click();
    await page.getByTestId('search-results').waitFor();

    // Around a place: its circle, whole on the map, with the results inside it.
    await page.goto(`${server.url}/jobs?near=Bern&radius=20&view=map`);
    const circle = page.locator('path.anpfiff-radius');
    await expect.poll(() => circle.count()).toBe(1);
    const around = (await api('jobs', { near: 'Bern', radius: '20' })).cards.filter((c) => 'location' in c);
    expect(around.length).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.leaflet-marker-icon').count()).toBe(around.length);
    const frame = await page.getByTestId('results-map').boundingBox();
    const ring = await circle.boundingBox();
    expect(frame && ring).toBeTruthy();
    if (frame && ring) {
      expect(ring.x).toBeGreaterThanOrEqual(frame.x);
      expect(ring.y).toBeGreaterThanOrEqual(frame.y);
      expect(ring.x + ring.width).toBeLessThanOrEqual(frame.x + frame.width);
      expect(ring.y + ring.height).toBeLessThanOrEqual(frame.y + frame.height);
      // Not a speck in the middle either: the view is fitted to it.
      expect(ring.width).toBeGreaterThan(frame.width / 4);
    }
    expect(errors).toEqual([]);
    await mapContext.close();
  });
});
