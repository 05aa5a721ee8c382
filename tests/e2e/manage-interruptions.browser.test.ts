/// <reference lib="dom" />
import type { Browser, Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { expectStatus, signUp } from '../src/support/accounts';
import type { ApiServer } from '../src/support/api-server';
import { browserAvailable } from '../src/support/browser';
import { jobPayload, PASSWORD } from '../src/support/payloads';
import {
  expectAccessible,
  openLoadedForm,
  openManagePage,
  setVisibility,
  settledPath,
  signedInPage,
  signInThroughForm,
  siteUrl,
  withServerAndBrowser,
} from './manage-support';

const TYPED = 'Neu geschrieben, noch nicht gespeichert.';

/** The drafts of management forms that the tab keeps (form-drafts.ts). */
const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('anpfiff:draft:')));

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

  // The longest single flow of the file (sign-out, sign-in, restored draft, accessibility check, save):
  // 11 s alone, 32 s in a full run sharing two cores. It gets the room the other long flows have.
  it(
    'keeps what a club typed when its session ended in another tab, through the sign-in, and saves it then',
    { timeout: 120_000 },
    async () => {
      const { context, page, slug, email, errors } = await clubWithOffer();
      const editPath = `/manage/jobs/edit/${slug}`;
      const form = await openLoadedForm(page, server, editPath, 'job-form');
      await form.getByLabel('Beschreibung').fill(TYPED);
      // Signed out in another tab: the same browser's session ends.
      const url = siteUrl(server);
      expect((await context.request.post(`${url}/api/logout`, { headers: { Origin: url } })).ok()).toBe(true);

      // Speichern is refused, and leads to the sign-in, which returns to the form.
      await form.getByRole('button', { name: 'Speichern' }).click();
      expect(await settledPath(page, editPath)).toBe('/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(editPath);
      const login = page.getByTestId('login-form');
      await login.getByLabel('E-Mail').fill(email);
      await login.getByLabel('Passwort').fill(PASSWORD);
      await login.getByRole('button', { name: 'Anmelden' }).click();
      expect(await settledPath(page, '/login')).toBe(editPath);

      // What was typed is back, on the offer's other values, and the page says why.
      await expect.poll(() => form.getByRole('button', { name: 'Speichern' }).isEnabled()).toBe(true);
      expect(await form.getByLabel('Beschreibung').inputValue()).toBe(TYPED);
      expect(await form.getByLabel('Ort').inputValue()).toBe(jobPayload('CH').address.city);
      expect(await page.getByTestId('draft-restored').innerText()).toBe(
        'Du warst nicht mehr angemeldet. Deine Eingaben von vorhin sind wieder da: Prüfe sie und speichere sie.',
      );
      expect(await draftKeys(page)).toEqual([]);
      await expectAccessible(page, 'restored job form');

      await form.getByRole('button', { name: 'Speichern' }).click();
      expect(await settledPath(page, editPath)).toBe('/manage/jobs');
      const saved = await context.request.get(`${url}/api/manage/jobs/${slug}`);
      expect(((await saved.json()) as { description: string }).description).toBe(TYPED);
      // Saved, the edits are nobody's draft any more.
      await openLoadedForm(page, server, editPath, 'job-form');
      expect(await form.getByLabel('Beschreibung').inputValue()).toBe(TYPED);
      expect(await page.getByTestId('draft-restored').count()).toBe(0);
      // The refused save is the one failed request.
      expect(errors).toEqual([
        'Failed to load resource: the server responded with a status of 401 (Unauthorized)',
      ]);
      await context.close();
    },
  );

  it('sends to the sign-in from the settings when the session ended: the password form and the deletion', async () => {
    const person = await signUp(server, 'person');
    const { context, page } = await signedInPage(browser, server, person.email);
    const url = siteUrl(server);
    const signOutElsewhere = async () =>
      expect((await context.request.post(`${url}/api/logout`, { headers: { Origin: url } })).ok()).toBe(true);

    const password = await openLoadedForm(page, server, '/manage/settings/reset-password', 'password-form');
    await password.getByLabel('Aktuelles Passwort').fill(PASSWORD);
    await password.getByLabel(/^Passwort\W*$/).fill('ein-neues-passwort');
    await password.getByLabel('Passwort bestätigen').fill('ein-neues-passwort');
    await signOutElsewhere();
    await password.getByRole('button', { name: 'Speichern' }).click();
    expect(await settledPath(page, '/manage/settings/reset-password')).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/manage/settings/reset-password');

    await signInThroughForm(page, server, person.email, '/manage/settings/reset-password');
    await openManagePage(page, server, '/manage/settings');
    await page.getByRole('button', { name: 'Konto löschen' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill(person.email);
    await signOutElsewhere();
    await page.getByTestId('delete-account-confirm').click();
    expect(await settledPath(page, '/manage/settings')).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/manage/settings');
    await context.close();
  });

  it('gives what a person typed back to that person only, not to the next account signed in in the tab', async () => {
    const person = await signUp(server, 'person');
    const other = await signUp(server, 'person');
    const { context, page } = await signedInPage(browser, server, person.email);
    const form = await openLoadedForm(page, server, '/manage/person/edit', 'person-form');
    await form.getByLabel('Über mich').fill(TYPED);
    const url = siteUrl(server);
    expect((await context.request.post(`${url}/api/logout`, { headers: { Origin: url } })).ok()).toBe(true);

    // Back on the tab, the session is asked for again (at most every 5 s, SWR's focus throttle): it is
    // over, so the page goes to the sign-in.
    await page.waitForTimeout(5_000);
    await setVisibility(page, 'hidden');
    await setVisibility(page, 'visible');
    expect(await settledPath(page, '/manage/person/edit')).toBe('/login');
    expect(await draftKeys(page)).toEqual([`anpfiff:draft:${person.email}\n/manage/person/edit`]);

    await signInThroughForm(page, server, other.email, '/manage/person/edit');
    await expect.poll(() => form.getByRole('button', { name: 'Speichern' }).isEnabled()).toBe(true);
    expect(await form.getByLabel('Über mich').inputValue()).not.toBe(TYPED);
    expect(await page.getByTestId('draft-restored').count()).toBe(0);
    expect(await draftKeys(page)).toEqual([]);
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
    // The page asks once it has the offer; deleted before that, it would say the offer is gone instead.
    const confirm = page.getByTestId('job-delete-confirm');
    await confirm.waitFor();
    const url = siteUrl(server);
    const gone = await context.request.delete(`${url}/api/manage/jobs/${slug}`, { headers: { Origin: url } });
    expect(gone.ok()).toBe(true);

    await confirm.click();
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
