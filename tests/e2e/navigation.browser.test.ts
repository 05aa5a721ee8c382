/// <reference lib="dom" />
// Callbacks of page.evaluate run in the browser.
import type { Browser, BrowserContext, Locator, Page } from 'playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Member } from '../src/support/accounts';
import type { ApiServer } from '../src/support/api-server';
import { browserAvailable } from '../src/support/browser';
import { PASSWORD } from '../src/support/payloads';
import { collectErrors } from '../src/support/web-page';
import { siteUrl, withServerAndBrowser } from './manage-support';

/** A phone with a touch screen, where the menus open in place inside the folded navigation. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** What has the focus: its accessible text, enough to tell the menu buttons apart. */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe.skipIf(!browserAvailable())('the navigation menus on a phone, in Chromium', () => {
  let server: ApiServer;
  let browser: Browser;
  let club: Member;

  withServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });
  beforeAll(async () => {
    club = await signUp(server, 'club');
  }, 180_000);

  /** The home page on a touch phone, signed in as the club, with the cookie choice made. */
  async function signedInPhone(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ ...PHONE, locale: 'de-CH' });
    await context.addInitScript(() => window.localStorage.setItem('essentialCookiesAccepted', 'true'));
    const url = siteUrl(server);
    const res = await context.request.post(`${url}/api/login`, {
      data: { username: club.email, password: PASSWORD },
      headers: { Origin: url },
    });
    if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${url}/`);
    await page
      .getByRole('button', { name: /Benutzermenü/, includeHidden: true })
      .waitFor({ state: 'attached' });
    return { context, page, errors };
  }

  const toggle = (page: Page) => page.getByRole('button', { name: /^Menü (öffnen|schliessen)$/ });
  const userButton = (page: Page) => page.getByRole('button', { name: /Benutzermenü/ });
  const countryButton = (page: Page) => page.getByRole('button', { name: /Land wählen/ });

  it('opens the country list with one tap while the user menu is open, and closes the user menu', async () => {
    const { context, page, errors } = await signedInPhone();
    await toggle(page).tap();
    await userButton(page).tap();
    await page.getByRole('link', { name: 'Einstellungen', exact: true }).waitFor();
    const before = await countryButton(page).boundingBox();

    await countryButton(page).tap();
    await expect.poll(() => countryButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(await userButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('link', { name: 'Einstellungen', exact: true }).count()).toBe(0);
    // The user menu's list is gone: the country button moved up, and the tap still reached it.
    expect((await countryButton(page).boundingBox())?.y).toBeLessThan((before?.y ?? 0) - 100);
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');

    // And the other way round: a tap on the user menu button closes the country list and opens the menu.
    await userButton(page).tap();
    await expect.poll(() => userButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(await countryButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes the menus with a tap outside and with Escape, the innermost first, back to its button', async () => {
    const { context, page, errors } = await signedInPhone();
    // A tap outside the open user menu closes it; the phone menu around it stays open.
    await toggle(page).tap();
    await userButton(page).tap();
    await page.getByRole('link', { name: 'Übersicht', exact: true }).waitFor();
    await page.locator('header nav').tap({ position: { x: 2, y: 2 } });
    await expect.poll(() => userButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');

    // Escape with the user menu open closes only the user menu, then the phone menu.
    await userButton(page).tap();
    await page.getByRole('link', { name: 'Übersicht', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => userButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    expect(await focused(page)).toContain('Benutzermenü');

    await page.keyboard.press('Escape');
    await expect.poll(() => toggle(page).getAttribute('aria-expanded')).toBe('false');
    expect(await toggle(page).innerText()).toBe('Menü öffnen');
    expect(await focused(page)).toBe('Menü öffnen');
    expect(await page.locator('#main-menu').isVisible()).toBe(false);

    // From a link of the open phone menu, Escape closes it too.
    await toggle(page).tap();
    await page.locator('#main-menu').getByRole('link', { name: 'Vereinsverzeichnis' }).focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle(page).getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toBe('Menü öffnen');

    // The country list closes on Escape as before, back to its button.
    await toggle(page).tap();
    await countryButton(page).tap();
    await expect.poll(() => countryButton(page).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => countryButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toContain('Land wählen');
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws the bar and its brand before the app has loaded exactly where the app then draws them', async () => {
    // Without scripts the page shows what index.html paints while the app's code is still on its way.
    const measure = async (viewport: { width: number; height: number }, javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ viewport, locale: 'de-CH', javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${siteUrl(server)}/jobs`);
      if (javaScriptEnabled) await page.locator('header nav').waitFor();
      const drawn = await page.evaluate(() => {
        const box = (e: Element) => {
          const { x, y, width, height } = e.getBoundingClientRect();
          return [x, y, width, height].map(Math.round);
        };
        const bar = document.querySelector('header');
        const brand = bar?.querySelector('a[href="/"]');
        if (!bar || !brand) return null;
        const style = getComputedStyle(brand);
        return {
          bar: box(bar),
          background: getComputedStyle(bar).backgroundColor,
          position: getComputedStyle(bar).position,
          brand: box(brand),
          text: brand.textContent,
          font: [style.fontFamily, style.fontSize, style.fontWeight, style.letterSpacing, style.color],
        };
      });
      await context.close();
      return drawn;
    };
    for (const viewport of [PHONE.viewport, { width: 1280, height: 900 }]) {
      const before = await measure(viewport, false);
      expect(before?.text).toBe('Anpfiff');
      expect(await measure(viewport, true)).toEqual(before);
    }
  });

  it('closes the country list of the desktop bar with a click outside', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-CH' });
    await context.addInitScript(() => window.localStorage.setItem('essentialCookiesAccepted', 'true'));
    const page = await context.newPage();
    await page.goto(`${siteUrl(server)}/`);
    await countryButton(page).click();
    await expect.poll(() => countryButton(page).getAttribute('aria-expanded')).toBe('true');
    await page.locator('main h1').click();
    await expect.poll(() => countryButton(page).getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('closes a menu when the keyboard moves on past it, not when the focus only leaves the page', async () => {
    const { context, page, errors } = await signedInPhone();
    /** Tabs until the focus has left `container`; the open menu must not cover where it went. */
    const tabOutOf = async (container: Locator) => {
      for (let i = 0; i < 20; i += 1) {
        await page.keyboard.press('Tab');
        if (!(await container.evaluate((element) => element.contains(document.activeElement)))) return;
      }
      throw new Error('the focus stayed where it was');
    };

    // The user menu, opened from the keyboard: tabbing past its last entry closes it, not the phone menu.
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await userButton(page).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: 'Übersicht', exact: true }).waitFor();
    await tabOutOf(userButton(page).locator('..'));
    await expect.poll(() => userButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toContain('Land wählen');
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');

    // The country list, the same.
    await page.keyboard.press('Enter');
    await expect.poll(() => countryButton(page).getAttribute('aria-expanded')).toBe('true');
    await tabOutOf(page.getByTestId('country-switcher'));
    // Out of the phone menu into the page: it folds away instead of covering the focused control.
    expect(
      await page.evaluate(() => document.querySelector('header nav')?.contains(document.activeElement)),
    ).toBe(false);
    await expect.poll(() => toggle(page).getAttribute('aria-expanded')).toBe('false');
    const hiddenCountryButton = page.getByRole('button', { name: /Land wählen/, includeHidden: true });
    expect(await hiddenCountryButton.getAttribute('aria-expanded')).toBe('false');

    // Focus that goes nowhere (another window, the page itself) closes nothing.
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await countryButton(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => countryButton(page).getAttribute('aria-expanded')).toBe('true');
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.dispatchEvent(new FocusEvent('blur'));
    });
    await page.waitForTimeout(200);
    expect(await countryButton(page).getAttribute('aria-expanded')).toBe('true');
    expect(await toggle(page).getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });
});
