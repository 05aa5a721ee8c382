/// <reference lib="dom" />
// Callbacks of page.evaluate and waitForFunction run in the browser.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from '../src/support/browser';
import { startDemoServer, type DemoServer } from '../src/support/demo-server';
import { collectErrors, newSiteContext } from '../src/support/web-page';

/** A phone: one column of cards, so the focus order runs straight down the page. */
const PHONE = { width: 390, height: 844 };

/** What has the focus, enough to tell the controls apart; 'body' when the focus was lost. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const e = document.activeElement;
    return {
      tag: e?.tagName.toLowerCase() ?? '',
      id: e?.id ?? '',
      name: (e?.getAttribute('aria-label') ?? e?.textContent ?? '').trim(),
      href: e?.getAttribute('href') ?? null,
      testId: e?.getAttribute('data-testid') ?? null,
      className: typeof e?.className === 'string' ? e.className : '',
    };
  });

const settled = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector('[data-testid="load-more"]')?.getAttribute('aria-busy') === 'false',
  );

/** The detail links of the cards on screen, in order. */
const cardLinks = (page: Page) =>
  page
    .getByTestId('search-results')
    .locator('article h2 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

describe.skipIf(!browserAvailable())('keyboard focus on the public pages in Chromium', () => {
  let server: DemoServer;
  let browser: Browser;

  // The first file to start seeds the demo template, which takes a minute or two on a busy machine.
  beforeAll(async () => {
    server = await startDemoServer({ MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png' });
    browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('keeps the focus on load-more while a page loads, then takes it to the first new card, or to the end message', async () => {
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    // The second page waits for the test; the third is empty, so the list ends without new cards.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route(/\/api\/jobs\?/, async (route) => {
      const number = new URL(route.request().url()).searchParams.get('page') ?? '';
      asked.push(number);
      if (number === '1') await held;
      if (number === '2')
        return route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'X-Total-Count': '40' },
          body: '[]',
        });
      return route.continue();
    });
    await page.goto(`${server.url}/jobs`);
    await settled(page);
    const button = page.getByTestId('load-more');
    const first = await cardLinks(page);
    expect(first).toHaveLength(20);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-busy')).toBe('true');
    expect(await button.textContent()).toBe('Laden');
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    expect(await button.getAttribute('disabled')).toBeNull();
    expect((await focused(page)).testId).toBe('load-more');
    // A second Enter while loading asks for nothing.
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(asked.filter((n) => n !== '0')).toEqual(['1']);

    release();
    await settled(page);
    const second = await cardLinks(page);
    expect(second).toHaveLength(40);
    await expect.poll(async () => (await focused(page)).href).toBe(second[20]);

    // The last, empty page: the button says so, and the focus goes to the message rather than the page.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => button.textContent()).toBe('Keine weiteren Ergebnisse');
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    await expect.poll(async () => (await focused(page)).testId).toBe('search-message');
    expect((await focused(page)).name).toBe('Keine weiteren Angebote gefunden');
    // The ended button keeps its focus when it gets it, and a press does nothing.
    await button.focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(asked.filter((n) => n !== '0')).toEqual(['1', '2']);
    expect((await focused(page)).testId).toBe('load-more');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves the focus to the filter when its × clears it', async () => {
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    await page.goto(`${server.url}/jobs?clubFunctions=SCHIEDSRICHTER`);
    await settled(page);
    const field = page.getByTestId('filter-clubFunctions');
    await field.getByRole('button', { name: 'Funktion: Auswahl löschen' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).not.toContain('clubFunctions');
    await expect.poll(() => field.getByRole('button', { name: 'Funktion: Auswahl löschen' }).count()).toBe(0);
    const now = await focused(page);
    expect(now.tag).toBe('button');
    expect(now.name).toBe('Alle');
    expect(
      await field
        .getByRole('button', { name: 'Funktion Alle' })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await context.close();
  });

  it('opens the selection dialog in its filter box and says how many entries match', async () => {
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    const indexData = (await (await fetch(`${server.url}/api/index-data`)).json()) as {
      states: { code: string; name: string }[];
    };
    const zurich = indexData.states.find((s) => s.name === 'Zürich');
    if (!zurich) throw new Error('no Zürich among the states');
    await page.goto(`${server.url}/jobs?states=${zurich.code}`);
    await settled(page);
    await page.getByTestId('filter-states').getByRole('button', { name: 'Kanton Zürich' }).click();
    const dialog = page
      .getByTestId('multi-select-dialog')
      .filter({ has: page.getByRole('heading', { name: 'Kanton' }) });
    const box = dialog.getByRole('searchbox', { name: 'Liste filtern' });
    await box.waitFor();
    await expect.poll(() => box.evaluate((input) => input === document.activeElement)).toBe(true);
    // A Space right away goes into the box: the selection stays (it used to hit 'Auswahl löschen').
    await page.keyboard.press('Space');
    expect(await dialog.getByRole('checkbox', { name: /^Zürich\b/ }).isChecked()).toBe(true);

    const status = dialog.getByRole('status');
    const matching = (needle: string) =>
      indexData.states.filter((s) => s.name.toLocaleLowerCase('de').includes(needle)).length;
    expect(matching('basel')).toBe(2);
    await box.fill('Basel');
    await expect.poll(() => status.textContent()).toBe('2 Einträge');
    expect(await dialog.getByRole('checkbox').count()).toBe(2);
    await box.fill('Bern');
    await expect.poll(() => status.textContent()).toBe('1 Eintrag');
    await box.fill('qqx');
    await expect.poll(() => status.textContent()).toBe('Keine passenden Einträge');
    expect(await status.isVisible()).toBe(true);
    await box.fill('');
    await expect.poll(() => status.textContent()).toBe('');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();

    // A dialog without a filter box (ten options or fewer) starts on its first option; with one, in the box.
    await page.getByTestId('filter-clubFunctions').getByRole('button', { name: 'Funktion Alle' }).click();
    const functions = page
      .getByTestId('multi-select-dialog')
      .filter({ has: page.getByRole('heading', { name: 'Funktion' }) });
    await functions.getByRole('checkbox').first().waitFor();
    const hasBox = (await functions.getByRole('searchbox').count()) > 0;
    const start = hasBox ? functions.getByRole('searchbox') : functions.getByRole('checkbox').first();
    await expect.poll(() => start.evaluate((input) => input === document.activeElement)).toBe(true);
    await context.close();
  });

  it('moves the focus to the main content when the page changes, not when only its query does', async () => {
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/jobs`);
    await settled(page);
    // The first page load leaves the focus where the browser puts it.
    expect((await focused(page)).tag).toBe('body');

    await page.getByRole('navigation').getByRole('link', { name: 'Vereinsverzeichnis' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toBe(`${server.url}/clubs`);
    await expect.poll(async () => (await focused(page)).id).toBe('main');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Typing a search changes the query only: the focus stays in the box.
    const box = page.getByRole('searchbox', { name: 'Suchbegriff' });
    await box.focus();
    await box.pressSequentially('FC', { delay: 20 });
    await expect.poll(() => page.url()).toMatch(/query=FC/);
    await settled(page);
    expect(await box.evaluate((input) => input === document.activeElement)).toBe(true);

    // A card's link leads to a new page, and Back to the list again; both start at the main content.
    const [href] = await cardLinks(page);
    await page.getByTestId('search-results').locator('article h2 a').first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
    await page.waitForSelector('main h1');
    await expect.poll(async () => (await focused(page)).id).toBe('main');
    await page.goBack();
    await expect.poll(() => page.url()).toMatch(/\/clubs\?query=FC/);
    await expect.poll(async () => (await focused(page)).id).toBe('main');
    // Tab goes on from the start of the page's content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a control that Shift+Tab reaches clear of the sticky header, on a phone and a desktop', async () => {
    for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
      const { context } = await newSiteContext(browser, { consent: 'essential', viewport });
      const page = await context.newPage();
      await page.goto(`${server.url}/clubs`);
      await settled(page);
      const header = await page.locator('header').evaluate((h) => h.getBoundingClientRect().height);
      // The 'Zum Verein' link of a card sits just under the header's lower edge; the next card's title
      // link has the focus. Shift+Tab goes back to the hidden link, which must come out from under it.
      const cards = page.getByTestId('search-results').locator('article');
      const hidden = cards.nth(4).getByRole('link', { name: 'Zum Verein' });
      const next = cards.nth(5).locator('h2 a');
      await hidden.evaluate((link, top) => {
        window.scrollBy(0, link.getBoundingClientRect().top - top);
      }, header - 30);
      await next.evaluate((link) => link.focus({ preventScroll: true }));
      await page.keyboard.press('Shift+Tab');
      expect(await hidden.evaluate((link) => link === document.activeElement)).toBe(true);
      const top = await hidden.evaluate((link) => link.getBoundingClientRect().top);
      expect(top, `${viewport.width} px`).toBeGreaterThanOrEqual(header + 3);
      // The header plus the focus ring (3 px outline 2 px off the control).
      const padding = await page.evaluate(() =>
        parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
      );
      expect(padding).toBeGreaterThanOrEqual(header + 5);
      await context.close();
    }
  });

  /** The cookie banner of a first visit of /about, and its page. */
  async function withBanner(viewport: { width: number; height: number }) {
    const { context } = await newSiteContext(browser, { viewport });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/about`);
    await page.waitForSelector('main h1');
    const banner = page.getByTestId('cookie-banner');
    await banner.waitFor();
    return { context, page, errors, banner };
  }

  it('keeps focused controls clear of the cookie banner, with room below the page while it shows', async () => {
    for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
      const { context, page, errors, banner } = await withBanner(viewport);
      // The last control of the page, reached with Tab from the one before it.
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Impressum' })
        .evaluate((link) => link.focus({ preventScroll: true }));
      await page.keyboard.press('Tab');
      const settings = page.getByRole('button', { name: 'Cookie Einstellungen' });
      expect(await settings.evaluate((b) => b === document.activeElement)).toBe(true);
      const [settingsBottom, bannerTop] = await Promise.all([
        settings.evaluate((b) => b.getBoundingClientRect().bottom),
        banner.evaluate((b) => b.getBoundingClientRect().top),
      ]);
      expect(settingsBottom, `${viewport.width} px`).toBeLessThanOrEqual(bannerTop);
      // The room is the banner's height, with its gap below and the focus ring; it goes with the banner.
      const room = () =>
        page.evaluate(() => {
          const b = document.querySelector<HTMLElement>('[data-testid="cookie-banner"]');
          const style = document.documentElement.style;
          return {
            height: b?.offsetHeight ?? 0,
            padding: style.paddingBottom,
            scroll: style.scrollPaddingBottom,
          };
        });
      const shown = await room();
      expect(shown.padding).toBe(`${shown.height + 16}px`);
      expect(shown.scroll).toBe(`${shown.height + 16}px`);
      await banner.getByRole('button', { name: 'Nur notwendige' }).click();
      await expect.poll(() => banner.count()).toBe(0);
      await expect.poll(room).toMatchObject({ padding: '', scroll: '' });
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('puts the cookie banner first after the skip link, still at the bottom of the window', async () => {
    const { context, page, banner } = await withBanner(PHONE);
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Zum Inhalt springen');
    await page.keyboard.press('Tab');
    expect(await banner.evaluate((b) => b.contains(document.activeElement))).toBe(true);
    const place = await banner.evaluate((b) => ({
      bottom: window.innerHeight - b.getBoundingClientRect().bottom,
      beforeHeader: Boolean(
        b.compareDocumentPosition(document.querySelector('header') as Node) &
        Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    }));
    expect(place).toEqual({ bottom: 8, beforeHeader: true });
    // First in the page, yet its title is no heading: the page's outline starts with the page's h1.
    const headings = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((all) => all.map((h) => h.tagName));
    expect(headings[0]).toBe('H1');
    expect(await page.getByRole('region', { name: 'Cookies und Statistik' }).count()).toBe(1);
    await context.close();
  });

  /** The results map of /jobs on `host`, with its first marker. */
  async function openMap(host: string) {
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`http://${host}:${server.port}/jobs?view=map`);
    const map = page.getByTestId('results-map');
    const marker = map.locator('.leaflet-marker-icon').first();
    await marker.waitFor();
    return { context, page, errors, map, marker, popup: map.locator('.leaflet-popup') };
  }

  it('takes the focus from a marker into its popup with Enter, and back with Escape or the ×', async () => {
    const { context, page, errors, marker, popup } = await openMap('localhost');
    const title = await marker.getAttribute('title');
    await marker.focus();
    await page.keyboard.press('Enter');
    await popup.waitFor();
    await expect.poll(async () => (await focused(page)).name).toBe(title);
    expect(
      await popup.locator('.leaflet-popup-content a').evaluate((a) => a === document.activeElement),
    ).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => popup.count()).toBe(0);
    expect(await marker.evaluate((m) => m === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await popup.waitFor();
    await expect.poll(async () => (await focused(page)).name).toBe(title);
    await page.keyboard.press('Tab');
    expect((await focused(page)).className).toContain('leaflet-popup-close-button');
    await page.keyboard.press('Enter');
    await expect.poll(() => popup.count()).toBe(0);
    expect(await marker.evaluate((m) => m === document.activeElement)).toBe(true);

    // Enter on the link in the popup opens the result's page.
    await page.keyboard.press('Enter');
    await popup.waitFor();
    const href = await popup.locator('.leaflet-popup-content a').getAttribute('href');
    await expect.poll(async () => (await focused(page)).name).toBe(title);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    ['the Swiss site', 'localhost', ['Vergrössern', 'Verkleinern', 'Schliessen']],
    ['the German site', 'de.localhost', ['Vergrößern', 'Verkleinern', 'Schließen']],
  ])('names the map controls in German on %s', async (_site, host, [zoomIn, zoomOut, close]) => {
    const { context, page, map, marker, popup } = await openMap(host);
    await marker.focus();
    await page.keyboard.press('Enter');
    await popup.waitFor();
    for (const [control, name] of [
      [map.locator('.leaflet-control-zoom-in'), zoomIn],
      [map.locator('.leaflet-control-zoom-out'), zoomOut],
      [popup.locator('.leaflet-popup-close-button'), close],
    ] as const) {
      expect(await control.getAttribute('aria-label')).toBe(name);
      expect(await control.getAttribute('title')).toBe(name);
    }
    await context.close();
  });
});
