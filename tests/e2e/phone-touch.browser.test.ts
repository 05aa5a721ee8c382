/// <reference lib="dom" />
// Callbacks of page.evaluate run in the browser.
import type { Browser, BrowserContext, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from '../src/support/browser';
import { startDemoServer, type DemoServer } from '../src/support/demo-server';
import { collectErrors, DEMO, signIn } from '../src/support/web-page';

/** The small phone the audit used: 360 × 740, touch, as club officials open the site on the pitch. */
const PHONE = { width: 360, height: 740 };
/** The smallest target a finger hits reliably (WCAG 2.5.5, Apple and Android guidelines). */
const TOUCH = 44;

/** Height and width of every element the locator matches, rounded, with its text. */
const boxes = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.map((e) => {
      const r = e.getBoundingClientRect();
      return { text: (e.textContent ?? '').trim(), width: Math.round(r.width), height: Math.round(r.height) };
    }),
  );

/** Each target's height, for an assertion that lists the ones that are too small. */
async function tooSmall(locator: Locator): Promise<string[]> {
  await locator.first().waitFor();
  return (await boxes(locator)).filter((b) => b.height < TOUCH).map((b) => `${b.text}: ${b.height}px`);
}

/** Where each element the locator matches sits on the page, rounded, with its text. */
const rects = (locator: Locator) =>
  locator.evaluateAll((elements) =>
    elements.map((e) => {
      const r = e.getBoundingClientRect();
      const [top, bottom] = [Math.round(r.top), Math.round(r.bottom)];
      const [left, right] = [Math.round(r.left), Math.round(r.right)];
      return { text: (e.textContent ?? '').trim(), top, right, bottom, left, height: bottom - top };
    }),
  );

/** Whether the page is wider than the screen, so that it scrolls sideways. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Taps the middle of an element with the touchscreen, as a finger does (not Playwright's actionability). */
async function tapMiddle(page: Page, locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to tap');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

describe.skipIf(!browserAvailable())('the site on a touch phone (360 px) in Chromium', () => {
  let server: DemoServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startDemoServer();
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function phonePage(as?: string): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    // A context of its own, for the touch screen; the same rules as the shared helper's: nothing leaves the
    // test server, the cookie banner is decided.
    const context = await browser.newContext({
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      locale: 'de-CH',
    });
    await context.route(
      (url) => !['localhost', '127.0.0.1', 'de.localhost'].includes(url.hostname),
      (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
    );
    await context.addInitScript(() => window.localStorage.setItem('essentialCookiesAccepted', 'true'));
    if (as) await signIn(context, server.url, as);
    const page = await context.newPage();
    return { context, page, errors: collectErrors(page) };
  }

  it('keeps the placeholder of a tapped select readable: no focus halo of its inner input over the text', async () => {
    const { context, page, errors } = await phonePage(DEMO.club);
    await page.goto(`${server.url}/manage/jobs/create`);
    const form = page.getByTestId('job-form');
    await expect.poll(() => form.getByRole('button', { name: 'Speichern' }).isEnabled()).toBe(true);
    const field = form.locator('[data-field="clubFunction"]');
    await tapMiddle(page, field.locator('[class*="-control"]'));
    await page.getByRole('option', { name: 'Schiedsrichter', exact: true }).waitFor();
    const input = form.getByLabel('Gesuchte Funktion');
    expect(await input.evaluate((e) => e === document.activeElement)).toBe(true);
    // The 5 px wide input sits on the first letter of 'Bitte wählen' (and of a chosen value): the global
    // ring's white halo painted over it ('E itte wählen'). The control itself shows the focus.
    expect(await input.evaluate((e) => getComputedStyle(e).boxShadow)).toBe('none');
    expect(await field.locator('[class*="-control"]').evaluate((e) => getComputedStyle(e).outlineStyle)).toBe(
      'solid',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('brings a warning about the whole form into view when a long form is sent from its bottom', async () => {
    const { context, page, errors } = await phonePage(DEMO.club);
    await page.goto(`${server.url}/manage/club/edit`);
    const form = page.getByTestId('club-form');
    await expect.poll(() => form.getByRole('button', { name: 'Speichern' }).isEnabled()).toBe(true);
    // A 422 with a message, as for a picture the server cannot read: the warning goes above the form.
    await page.route('**/api/manage/club', (route) =>
      route.request().method() === 'GET'
        ? route.fallback()
        : route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Die Anfrage konnte nicht gelesen werden.' }),
          }),
    );
    const save = form.getByRole('button', { name: 'Speichern' });
    await save.scrollIntoViewIfNeeded();
    await save.tap();
    const alert = form.getByTestId('form-alert');
    await alert.waitFor();
    // Without this, the warning is 1,000 px above the thumb and nothing visible happened.
    await expect.poll(() => alert.evaluate((e) => e === document.activeElement)).toBe(true);
    const box = await alert.boundingBox();
    expect(box && box.y >= 60 && box.y + box.height <= PHONE.height, JSON.stringify(box)).toBe(true);
    expect(errors.filter((e) => !e.includes('422'))).toEqual([]);
    await context.close();
  });

  it("gives a select's clear cross, its arrow and its options targets of 44 px", async () => {
    const { context, page, errors } = await phonePage(DEMO.club);
    await page.goto(`${server.url}/manage/jobs/create`);
    const form = page.getByTestId('job-form');
    await expect.poll(() => form.getByRole('button', { name: 'Speichern' }).isEnabled()).toBe(true);
    // An optional field: once chosen, it offers to clear the choice beside its arrow.
    const field = form.locator('[data-field="teamCategory"]');
    await tapMiddle(page, field.locator('[class*="-control"]'));
    const options = page.getByRole('option');
    expect(await tooSmall(options)).toEqual([]);
    await tapMiddle(page, options.first());
    // Side by side at the right end of the field: a thumb meant for one must not land on the other.
    const indicators = field.locator('[class*="-indicatorContainer"]');
    await expect.poll(() => indicators.count()).toBe(2);
    for (const box of await boxes(indicators)) expect(box.width).toBeGreaterThanOrEqual(TOUCH);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps a 'Mehr Infos' dialog within the screen when a name is one long word", async () => {
    const { context, page, errors } = await phonePage();
    await page.goto(`${server.url}/clubs`);
    await page.getByRole('button', { name: 'Mehr Infos' }).first().click();
    const modal = page.getByTestId('summary-modal');
    await modal.waitFor();
    const long = 'Fußballsportvereinigungsgemeinschaft Großenhain-Oberlausitz';
    await modal.locator('h2').evaluate((h2, name) => (h2.textContent = name), long);
    const fits = () =>
      modal.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth && dialog.scrollLeft === 0);
    await expect.poll(fits).toBe(true);
    const title = await rects(modal.locator('h2'));
    expect(title[0]?.left).toBeGreaterThanOrEqual(0);
    expect(title[0]?.right).toBeLessThanOrEqual(PHONE.width);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives the controls a club official taps in the management area targets of 44 px', async () => {
    const { context, page } = await phonePage(DEMO.club);
    await page.goto(`${server.url}/manage/jobs`);
    expect(await tooSmall(page.getByTestId('breadcrumbs').getByRole('link'))).toEqual([]);
    const [offer] = (await (await context.request.get(`${server.url}/api/manage/jobs`)).json()) as {
      slug: string;
    }[];
    if (!offer) throw new Error('the demo club has no offer');
    // Matching athletes: e-mail and phone sit one above the other on a phone, a call must not open a mail.
    await page.goto(`${server.url}/manage/jobs/matchings/${offer.slug}`);
    const contacts = page.getByTestId('person-matching').locator('a[href^="mailto:"], a[href^="tel:"]');
    expect(await tooSmall(contacts)).toEqual([]);
    await context.close();
  });

  it('gives contact, profile links and the list/map switch of public pages targets of 44 px', async () => {
    const { context, page } = await phonePage(DEMO.person);
    await page.goto(`${server.url}/clubs/${DEMO.clubSlug}`);
    const block = page.getByTestId('contact-block');
    expect(await tooSmall(block.locator('a[href^="mailto:"], a[href^="tel:"]'))).toEqual([]);
    expect(await tooSmall(page.getByRole('list', { name: 'Links' }).getByRole('link'))).toEqual([]);
    await page.goto(`${server.url}/clubs`);
    expect(await tooSmall(page.getByRole('group', { name: 'Darstellung' }).getByRole('button'))).toEqual([]);
    // A link standing alone under a message is the page's only way on.
    await page.goto(`${server.url}/password-reset-initiated`);
    expect(await tooSmall(page.getByRole('link', { name: 'Zurück zur Anmeldung' }))).toEqual([]);
    await context.close();
  });

  it('wraps a long breadcrumb trail between its crumbs, the rows close together, within the screen', async () => {
    const { context, page } = await phonePage(DEMO.club);
    const [offer] = (await (await context.request.get(`${server.url}/api/manage/jobs`)).json()) as {
      slug: string;
    }[];
    if (!offer) throw new Error('the demo club has no offer');
    // 'Übersicht › Meine Angebote › Angebot › Passende Personen' is wider than 360 px.
    await page.goto(`${server.url}/manage/jobs/matchings/${offer.slug}`);
    const items = page.getByTestId('breadcrumbs').getByRole('listitem');
    await items.last().waitFor();
    const crumbs = await rects(items);
    expect(crumbs.map((c) => c.text)).toEqual([
      'Übersicht',
      'Meine Angebote',
      'Angebot',
      'Passende Personen',
    ]);
    expect(new Set(crumbs.map((c) => c.top)).size, 'the trail takes more than one row').toBeGreaterThan(1);
    // Each crumb whole on one row, its '›' with it, and inside the screen.
    for (const crumb of crumbs) {
      expect(crumb.height, crumb.text).toBeLessThanOrEqual(TOUCH);
      expect(crumb.left, crumb.text).toBeGreaterThanOrEqual(0);
      expect(crumb.right, crumb.text).toBeLessThanOrEqual(PHONE.width);
    }
    // The page's own crumb, no link, is one line of text high and follows the row above without a gap:
    // as a 44 px box 4 px below, it stood apart from the trail.
    const [own, ...links] = [...crumbs].reverse();
    if (!own) throw new Error('no crumbs');
    const rowAbove = Math.max(...links.filter((c) => c.top < own.top).map((c) => c.bottom));
    expect(own.height).toBeLessThan(30);
    expect(own.top - rowAbove).toBeLessThanOrEqual(0);
    expect(await overflowsSideways(page)).toBe(false);
    await context.close();
  });

  it('keeps the emblem beside the name in the header of an offer, a club and a person', async () => {
    const { context, page } = await phonePage();
    await page.goto(`${server.url}/clubs/${DEMO.clubSlug}`);
    const offer = await page.getByTestId('club-jobs').getByRole('link').first().getAttribute('href');
    if (!offer) throw new Error('the demo club lists no offer');
    const person = (await (await context.request.get(`${server.url}/api/people`)).json()) as {
      slug: string;
    }[];
    for (const path of [`/clubs/${DEMO.clubSlug}`, offer, `/people/${person[0]?.slug}`]) {
      await page.goto(`${server.url}${path}`);
      const header = page.locator('article > div:first-child');
      await header.getByRole('heading', { level: 1 }).waitFor();
      const [avatar] = await rects(header.locator(':scope > span'));
      const [title] = await rects(header.getByRole('heading', { level: 1 }));
      if (!avatar || !title) throw new Error(`${path}: no header`);
      // Wrapped, the emblem stood alone on a row above the name.
      expect(title.top, `${path}: name beside the emblem`).toBeLessThan(avatar.bottom);
      expect(title.left, path).toBeGreaterThan(avatar.right);
      expect(await overflowsSideways(page), path).toBe(false);
    }
    await context.close();
  });

  it('gives links that stand apart from running text targets of 44 px, the lines where they were', async () => {
    const { context, page } = await phonePage();
    await page.goto(`${server.url}/login`);
    const form = page.getByTestId('login-form');
    await form.waitFor();
    expect(
      await tooSmall(page.getByRole('link', { name: /Passwort vergessen|kostenlos registrieren/ })),
    ).toEqual([]);
    expect(await tooSmall(page.getByRole('contentinfo').getByRole('link'))).toEqual([]);
    await page.goto(`${server.url}/register`);
    const login = page.getByRole('link', { name: 'Zur Anmeldung' });
    expect(await tooSmall(login)).toEqual([]);
    // 'Schon registriert? Zur Anmeldung' is still one line of text: the target reaches out, the line stays.
    const [line] = await rects(page.locator('p', { has: login }));
    expect(line?.height).toBeLessThan(30);
    await page.goto(`${server.url}/reset-password`);
    expect(await tooSmall(page.getByRole('link', { name: 'Neuen Link anfordern' }))).toEqual([]);
    // A list of links on a content page, and the offers listed on a club's page.
    await page.goto(`${server.url}/about`);
    expect(await tooSmall(page.getByRole('main').getByRole('listitem').getByRole('link'))).toEqual([]);
    await page.goto(`${server.url}/clubs/${DEMO.clubSlug}`);
    const offers = page.getByTestId('club-jobs').getByRole('link');
    expect(await tooSmall(offers)).toEqual([]);
    // The club's name under an offer's title.
    await page.goto(`${server.url}${await offers.first().getAttribute('href')}`);
    expect(await tooSmall(page.locator('article > div:first-child').getByRole('link'))).toEqual([]);
    // The title of each search result, the way to its page; its card's lines stay where they were.
    for (const [path, card] of [
      ['/jobs', 'job-card'],
      ['/clubs', 'club-card'],
      ['/people', 'person-card'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      const titles = page.getByTestId(card).getByRole('heading', { level: 2 });
      expect(await tooSmall(titles.getByRole('link')), path).toEqual([]);
      expect(
        (await rects(titles)).filter((title) => title.height >= TOUCH),
        path,
      ).toEqual([]);
    }
    await context.close();
  });

  it('gives the map’s zoom buttons, its pins and a pin’s popup close button targets of 44 px', async () => {
    const { context, page } = await phonePage();
    await page.goto(`${server.url}/jobs?view=map`);
    const map = page.getByTestId('results-map');
    const pins = map.locator('.leaflet-marker-icon');
    expect(await tooSmall(map.locator('.leaflet-control-zoom a'))).toEqual([]);
    expect(await tooSmall(pins)).toEqual([]);
    expect((await boxes(pins)).filter((b) => b.width < TOUCH)).toEqual([]);
    // A finger beside the drawn pin, but inside its target, still opens it.
    const pin = pins.first();
    // A tap lands only on what is on screen: below the filters the map may start under the fold.
    await pin.scrollIntoViewIfNeeded();
    const box = await pin.boundingBox();
    if (!box) throw new Error('no pin on the map');
    await page.touchscreen.tap(box.x + 4, box.y + box.height / 2);
    const close = map.locator('.leaflet-popup-close-button');
    expect(await tooSmall(close)).toEqual([]);
    expect((await boxes(close))[0]?.width).toBeGreaterThanOrEqual(TOUCH);
    await context.close();
  });

  it('keeps a dialog’s buttons above the on-screen keyboard while its field is being typed in', async () => {
    const { context, page } = await phonePage(DEMO.person);
    await page.goto(`${server.url}/manage/settings`);
    // Chrome on Android shrinks the page, not only what is visible of it, for the keyboard only when asked:
    // otherwise the dialog keeps the full height and its buttons sit under the keys.
    expect(await page.locator('meta[name="viewport"]').getAttribute('content')).toMatch(
      /interactive-widget=resizes-content/,
    );
    await page.getByRole('button', { name: 'Konto löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konto löschen' });
    // What a 740 px phone keeps of the page above a keyboard of 300 px.
    const keyboardOpen = { width: PHONE.width, height: 440 };
    await page.setViewportSize(keyboardOpen);
    await tapMiddle(page, dialog.getByRole('textbox'));
    for (const name of ['Konto endgültig löschen', 'Abbrechen']) {
      const box = await dialog.getByRole('button', { name }).boundingBox();
      if (!box) throw new Error(`${name} is not shown`);
      expect(box.y + box.height, `${name} above the keyboard`).toBeLessThanOrEqual(keyboardOpen.height);
      expect(box.height, name).toBeGreaterThanOrEqual(TOUCH);
    }
    await context.close();
  });

  it('opens a selection dialog on its first option, so that no keyboard covers the list', async () => {
    const { context, page, errors } = await phonePage();
    await page.goto(`${server.url}/jobs`);
    await tapMiddle(page, page.getByTestId('filter-states').getByRole('button', { name: 'Kanton Alle' }));
    const dialog = page
      .getByTestId('multi-select-dialog')
      .filter({ has: page.getByRole('heading', { name: 'Kanton' }) });
    const first = dialog.getByRole('checkbox').first();
    await expect.poll(() => first.evaluate((input) => input === document.activeElement)).toBe(true);
    // The box is still there for whoever wants to type.
    await tapMiddle(page, dialog.getByRole('searchbox', { name: 'Liste filtern' }));
    await page.keyboard.type('Basel');
    await expect.poll(() => dialog.getByRole('checkbox').count()).toBe(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the number pad for a postcode', async () => {
    const { context, page } = await phonePage();
    await page.goto(`${server.url}/register/club-profile`);
    const zip = page.getByTestId('registration-form').getByLabel('PLZ');
    await zip.waitFor();
    expect(await zip.getAttribute('inputmode')).toBe('numeric');
    expect(await zip.getAttribute('autocomplete')).toBe('postal-code');
    await context.close();
  });
});
