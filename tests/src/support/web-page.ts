/// <reference lib="dom" />
// Callbacks of page.evaluate and waitForFunction run in the browser.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, Route } from 'playwright';

// A 1×1 PNG for map tiles: the browser tests never reach a tile server.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', 'de.localhost']);

export interface OutsideRequests {
  /** Every request that left the test server (tiles, analytics, anything else), answered locally. */
  urls: string[];
}

export interface WebPageOptions {
  /** Decide the cookie banner in advance; undefined leaves it undecided. */
  consent?: 'all' | 'essential';
  viewport?: { width: number; height: number };
}

/**
 * A browser context for the public site. Requests to anything but the local test server are answered in
 * the test (a pixel for tiles, an empty script otherwise) and recorded, so a test never reaches the
 * internet and can still count analytics requests.
 */
export async function newSiteContext(
  browser: Browser,
  options: WebPageOptions = {},
): Promise<{ context: BrowserContext; outside: OutsideRequests }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    locale: 'de-CH',
  });
  const outside: OutsideRequests = { urls: [] };
  await context.route(
    (url) => !LOCAL_HOSTS.has(url.hostname) || url.port === '9',
    (route: Route) => {
      const url = route.request().url();
      outside.urls.push(url);
      if (/\.png(\?|$)/.test(url) || url.includes('/tiles/')) {
        return route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL });
      }
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stub */' });
    },
  );
  if (options.consent) {
    const key = options.consent === 'all' ? 'allCookiesAccepted' : 'essentialCookiesAccepted';
    await context.addInitScript((k) => window.localStorage.setItem(k, 'true'), key);
  }
  return { context, outside };
}

/**
 * Waits for the app's own page with its data: its heading is there and nothing on the page is loading any
 * more (data, the session, a check). The server writes title and description into the HTML already, so a
 * check that does not wait for the heading reads the server's and not what the app shows.
 */
export function settled(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () => document.querySelector('main h1') && !document.querySelector('[aria-busy="true"]'),
  );
}

/** Collects uncaught errors and console errors of a page, for an assertion at the end of a test. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

/** Signs in through the API inside the context, so the page's fetches carry the session cookie. */
export async function signIn(context: BrowserContext, siteUrl: string, username: string): Promise<void> {
  const res = await context.request.post(`${siteUrl}/api/login`, {
    data: { username, password: 'anpfiff-demo' },
    headers: { Origin: siteUrl },
  });
  if (!res.ok()) throw new Error(`login of ${username} failed: ${res.status()} ${await res.text()}`);
}

/** axe-core's findings on the page as it is now, one line each, empty when there are none. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} – ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

export const DEMO = {
  club: 'verein@example.com',
  person: 'person@example.com',
  clubSlug: 'fc-concordia-zuerich',
};
