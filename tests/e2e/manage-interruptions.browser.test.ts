/// <reference lib="dom" />
import type { Browser, Locator } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectStatus, signUp } from '../src/support/accounts';
import type { ApiServer } from '../src/support/api-server';
import { browserAvailable } from '../src/support/browser';
import { jobPayload } from '../src/support/payloads';
import { openManagePage, settledPath, signedInPage, siteUrl, withServerAndBrowser } from './manage-support';

/** What happens to a club's work when something changes under it: another tab, the network, the session. */
describe.skipIf(!browserAvailable())('the management area when interrupted, in Chromium', () => {
  let server: ApiServer;
  let browser: Browser;

  withServerAndBrowser((s, b) => {
    server = s;
    browser = b;
  });

  async function clubWithOffer() {
    const club = await signUp(server, 'club');
    const { slug } = expectStatus(
      await club.client.post<{ slug: string }>('manage/jobs', jobPayload('CH')),
      200,
      'create offer',
    ).body;
    const signedIn = await signedInPage(browser, server, club.email);
    return { ...signedIn, slug, email: club.email };
  }

  it('tells a club whose session ended in another tab why saving failed, and keeps what was typed', async () => {
    const { context, page, slug } = await clubWithOffer();
    await openManagePage(page, server, `/manage/jobs/edit/${slug}`);
    const form = page.getByTestId('job-form');
    await expect.poll(() => form.getByRole('button', { name: 'Speichern' }).isEnabled()).toBe(true);
    await form.getByLabel('Beschreibung').fill('Neu geschrieben, noch nicht gespeichert.');
    // Signed out in another tab: the same browser's session ends.
    const url = siteUrl(server);
    expect((await context.request.post(`${url}/api/logout`, { headers: { Origin: url } })).ok()).toBe(true);

    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => page.getByTestId('form-alert').innerText()).toBe('Bitte melde dich an.');
    expect(await form.getByLabel('Beschreibung').inputValue()).toBe(
      'Neu geschrieben, noch nicht gespeichert.',
    );
    expect(await page.getByTestId('toasts').innerText()).not.toContain('unerwarteter Fehler');
    await context.close();
  });

  it('keeps what a club typed when another device saved the offer meanwhile, and says why it was not saved', async () => {
    const EDITED_ELSEWHERE =
      'Diese Angaben wurden inzwischen an anderer Stelle geändert. Lade die Seite neu und übernimm deine Änderungen noch einmal.';
    const TYPED = 'Auf dem zweiten Gerät neu geschrieben, Training dienstags und donnerstags.';
    const SALARY = 'Entschädigung pro Saison (CHF)';
    const { context, page, errors, slug, email } = await clubWithOffer();
    // The same club account on another device, with the same offer open for editing.
    const other = await signedInPage(browser, server, email);
    const route = `/manage/jobs/edit/${slug}`;
    const ownJob = `${siteUrl(server)}/api/manage/jobs/${slug}`;
    const readOffer = async () =>
      (await context.request.get(ownJob)).json() as Promise<{ salary: number; description: string }>;
    const before = await readOffer();
    const forms = [];
    for (const p of [page, other.page]) {
      await openManagePage(p, server, route);
      const form = p.getByTestId('job-form');
      await expect.poll(() => form.getByRole('button', { name: 'Speichern' }).isEnabled()).toBe(true);
      forms.push(form);
    }
    const [form, otherForm] = forms as [Locator, Locator];

    await otherForm.getByLabel('Beschreibung').fill(TYPED);
    await form.getByLabel(SALARY).fill('2750');
    await form.getByRole('button', { name: 'Speichern' }).click();
    expect(await settledPath(page, route)).toBe('/manage/jobs');
    // The other device reads the offer anew when it gets the focus (SWR, at most every 5 s): what the user
    // typed stays, and so does the version it was typed on.
    let reread = false;
    other.page.on('requestfinished', (request) => {
      if (request.url() === ownJob && request.method() === 'GET') reread = true;
    });
    await expect
      .poll(
        async () => {
          await other.page.evaluate(() => window.dispatchEvent(new Event('focus')));
          return reread;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    expect(await otherForm.getByLabel(SALARY).inputValue()).toBe(String(before.salary));

    await otherForm.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => other.page.getByTestId('form-alert').innerText()).toBe(EDITED_ELSEWHERE);
    expect(await otherForm.getByLabel('Beschreibung').inputValue()).toBe(TYPED);
    expect(new URL(other.page.url()).pathname).toBe(route);
    expect(await other.page.getByTestId('toasts').innerText()).not.toContain('unerwarteter Fehler');
    expect(await readOffer()).toMatchObject({ salary: 2750, description: before.description });

    // A reload shows the offer as the first device saved it; typed again, the text is saved on top of it.
    await other.page.reload();
    await expect.poll(() => otherForm.getByLabel(SALARY).inputValue()).toBe('2750');
    expect(await otherForm.getByLabel('Beschreibung').inputValue()).toBe(before.description);
    await otherForm.getByLabel('Beschreibung').fill(TYPED);
    await otherForm.getByRole('button', { name: 'Speichern' }).click();
    expect(await settledPath(other.page, route)).toBe('/manage/jobs');
    expect(await readOffer()).toMatchObject({ salary: 2750, description: TYPED });
    // The refused save is a 422 the form answers, not a failure of the page.
    expect(errors).toEqual([]);
    expect(other.errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
    await other.context.close();
    await context.close();
  });

  it('takes an offer deleted in another tab as deleted, and its matchings page leads back to the list', async () => {
    const { context, page, errors, slug } = await clubWithOffer();
    await openManagePage(page, server, `/manage/jobs/delete/${slug}`);
    const url = siteUrl(server);
    const gone = await context.request.delete(`${url}/api/manage/jobs/${slug}`, { headers: { Origin: url } });
    expect(gone.ok()).toBe(true);

    await page.getByTestId('job-delete-confirm').click();
    expect(await settledPath(page, `/manage/jobs/delete/${slug}`)).toBe('/manage/jobs');
    await page.getByTestId('own-jobs-empty').waitFor();

    await openManagePage(page, server, `/manage/jobs/matchings/${slug}`);
    const notice = page.getByTestId('load-state');
    await expect.poll(() => notice.innerText()).toContain('Dieses Angebot gibt es nicht (mehr).');
    await notice.getByRole('link', { name: 'Zu meinen Angeboten' }).click();
    expect(await settledPath(page, `/manage/jobs/matchings/${slug}`)).toBe('/manage/jobs');
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    await context.close();
  });

  it('keeps a signed-in club on its page when the session cannot be checked, and offers to ask again', async () => {
    const { context, page } = await clubWithOffer();
    await page.route('**/api/authentication', (route) => route.abort());
    await page.goto(`${siteUrl(server)}/manage/jobs`);
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Deine Anmeldung konnte gerade nicht geprüft werden.' });
    await alert.waitFor();
    expect(new URL(page.url()).pathname).toBe('/manage/jobs');

    await page.unroute('**/api/authentication');
    await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
    await page.getByTestId('own-job').waitFor();
    expect(new URL(page.url()).pathname).toBe('/manage/jobs');
    await context.close();
  });

  it('says so when Abmelden fails, instead of leaving the user signed in without a word', async () => {
    const { context, page } = await clubWithOffer();
    await openManagePage(page, server, '/manage/jobs');
    await page.route('**/api/logout', (route) => route.abort());
    await page.getByRole('button', { name: /Benutzermenü/ }).click();
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect
      .poll(() => page.getByTestId('toasts').innerText())
      .toContain('Das Abmelden hat nicht geklappt. Bitte versuche es noch einmal.');
    expect(new URL(page.url()).pathname).toBe('/manage/jobs');
    await context.close();
  });
});
