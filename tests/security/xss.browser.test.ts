import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectStatus, signUp, type Member } from '../src/support/accounts';
import { startApiServer, type ApiServer } from '../src/support/api-server';
import { browserAvailable, launchBrowser } from '../src/support/browser';
import { clubProfile, jobPayload, personProfile } from '../src/support/payloads';
import { collectErrors, newSiteContext } from '../src/support/web-page';
import { waitForConsumers } from '../reliability/support/embedded-server';

// Each payload sets window.__xss if it ever runs; every text field of a club, an offer and a person gets one.
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=2</script>';
const SVG = '"><svg onload="window.__xss=3">';
const STYLE = "</style><style>@import 'javascript:window.__xss=4'</style>";

describe.skipIf(!browserAvailable())('stored XSS payloads in every text field, seen in Chromium', () => {
  let server: ApiServer;
  let browser: Browser;
  let club: Member;
  let person: Member;
  let jobSlug: string;

  beforeAll(async () => {
    server = await startApiServer('pglite');
    browser = await launchBrowser();
    club = await signUp(server, 'club', { fields: { name: `FC ${IMG}` } });
    const contact = {
      firstName: SVG,
      lastName: IMG,
      position: SCRIPT,
      email: 'xss@example.com',
      phone: '+41 44 123 45 67',
    };
    expectStatus(
      await club.client.post(
        'manage/club',
        clubProfile('CH', {
          name: `FC ${IMG}`,
          description: `${SCRIPT} ${IMG} ${STYLE}`,
          contactInformation: contact,
        }),
      ),
      200,
      'club',
    );
    jobSlug = expectStatus(
      await club.client.post<{ slug: string }>(
        'manage/jobs',
        jobPayload('CH', { description: `Wir suchen ${IMG} ${SCRIPT} ${SVG}`, contactInformation: contact }),
      ),
      200,
      'job',
    ).body.slug;
    person = await signUp(server, 'person', { fields: { firstName: 'Xenia', lastName: IMG } });
    expectStatus(
      await person.client.put(
        'manage/person',
        personProfile('CH', {
          firstName: 'Xenia',
          lastName: IMG,
          description: `${SVG} ${SCRIPT} ${STYLE}`,
          currentJob: { clubFunction: 'SCHIEDSRICHTER', clubName: SCRIPT, teamCategory: 'AKTIVE' },
        }),
      ),
      200,
      'person',
    );
    await waitForConsumers(`http://localhost:${server.port}`);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the payloads as text on every page and never runs one', async () => {
    const site = `http://localhost:${server.port}`;
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    // A signed-in club sees contact data and its own management pages too.
    const login = await context.request.post(`${site}/api/login`, {
      data: { username: club.email, password: club.password },
      headers: { Origin: site },
    });
    expect(login.status()).toBe(200);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const pages = [
      `/clubs/${club.slug}`,
      `/jobs/${jobSlug}`,
      `/people/${person.slug}`,
      '/clubs?query=FC',
      '/jobs',
      '/people',
      '/manage/club/view',
      '/manage/jobs',
      `/manage/jobs/view/${jobSlug}`,
    ];
    for (const path of pages) {
      await page.goto(`${site}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      expect({ path, xss: await page.evaluate(() => (window as { __xss?: number }).__xss) }).toEqual({
        path,
        xss: undefined,
      });
    }
    // On the detail pages the payload is there, as plain text.
    for (const path of [`/clubs/${club.slug}`, `/jobs/${jobSlug}`, `/people/${person.slug}`]) {
      await page.goto(`${site}${path}`, { waitUntil: 'networkidle' });
      await page.getByText(IMG, { exact: false }).first().waitFor();
      expect(
        await page.evaluate(() => document.querySelectorAll('img[src="x"], svg[onload], main script').length),
      ).toBe(0);
    }
    // Opening a result's details dialog renders the card's fields too.
    await page.goto(`${site}/jobs`, { waitUntil: 'networkidle' });
    const more = page.getByRole('button', { name: 'Mehr Infos' }).first();
    if ((await more.count()) > 0) {
      await more.click();
      await page.waitForTimeout(500);
    }
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    // A blocked inline script would show as a CSP report in the console; none may have been attempted.
    expect(errors.filter((e) => /Content Security Policy|__xss/.test(e))).toEqual([]);
    await context.close();
  }, 300_000);
});
