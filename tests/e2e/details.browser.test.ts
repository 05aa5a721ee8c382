import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser } from '../src/support/browser';
import { startDemoServer, type DemoServer } from '../src/support/demo-server';
import { demoSlugs, getJsonOf, profileSlugOf } from '../src/support/demo-slugs';
import { collectErrors, DEMO, newSiteContext, signIn } from '../src/support/web-page';

interface JobJson {
  slug: string;
  clubFunction: string;
  subClubFunction: string | null;
  salary: number;
  jobExtras: string[];
}

describe.skipIf(!browserAvailable())('detail pages in Chromium', () => {
  let server: DemoServer;
  let browser: Browser;
  let jobs: JobJson[];
  let personSlug: string;

  // The first file to start seeds the demo template, which takes a minute or two on a busy machine.
  beforeAll(async () => {
    server = await startDemoServer();
    browser = await launchBrowser();
    jobs = (await (await fetch(`${server.url}/api/clubs/${DEMO.clubSlug}/jobs`)).json()) as JobJson[];
    personSlug = await profileSlugOf(server.url, DEMO.person);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows visitors the register notice instead of contact details, on club, offer and person pages', async () => {
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    for (const path of [`/clubs/${DEMO.clubSlug}`, `/jobs/${jobs[0]?.slug}`, `/people/${personSlug}`]) {
      await page.goto(`${server.url}${path}`);
      const notice = page.getByTestId('contact-restricted');
      await notice.waitFor();
      expect(await notice.textContent(), path).toContain('nur registrierte Personen und Vereine');
      expect(await notice.getByRole('link', { name: 'Jetzt registrieren' }).getAttribute('href')).toBe(
        '/register',
      );
      expect(await page.getByTestId('contact-block').count(), path).toBe(0);
      expect(await page.getByTestId('apply-button').count(), path).toBe(0);
      expect(await page.textContent('main'), path).not.toContain('@');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a club with its offers, badges in the site currency and the contact for members', async () => {
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    await signIn(context, server.url, DEMO.person);
    await page.goto(`${server.url}/clubs/${DEMO.clubSlug}`);
    await page.getByTestId('contact-block').waitFor();
    expect(await page.textContent('main h1')).toBe('FC Concordia Zürich');
    expect(await page.textContent('main')).toContain('8001 Zürich');
    await page.getByTestId('club-jobs').waitFor();
    const offers = page
      .getByTestId('club-jobs')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') });
    expect(await offers.count()).toBe(jobs.length);
    const paid = jobs.find((j) => j.salary > 0);
    if (paid)
      expect(await page.getByTestId('badge-salary').first().textContent()).toMatch(
        /^CHF\s[\d'’]+ pro Saison$/,
      );
    expect(await page.getByTestId('contact-restricted').count()).toBe(0);
    // The club's contact reads like a business card: title, name with position, then e-mail and phone.
    const club = (await (await context.request.get(`${server.url}/api/clubs/${DEMO.clubSlug}`)).json()) as {
      contactInformation: { firstName: string; lastName: string; position?: string };
    };
    const contact = page.getByTestId('contact-block');
    const { firstName, lastName, position } = club.contactInformation;
    expect(await contact.getByRole('heading').textContent()).toBe('Kontakt');
    expect(await contact.getByTestId('contact-name').textContent()).toBe(
      `${firstName} ${lastName}${position ? `, ${position}` : ''}`,
    );
    expect(await contact.textContent()).not.toContain('Kontaktperson');
    await context.close();
  });

  it("says a club's offers could not be loaded, and shows them after 'Erneut versuchen'", async () => {
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    const offers = `**/api/clubs/${DEMO.clubSlug}/jobs`;
    await page.route(offers, (route) => route.fulfill({ status: 500, json: { message: 'Fehler' } }));
    await page.goto(`${server.url}/clubs/${DEMO.clubSlug}`);
    const failed = page.getByTestId('club-jobs-failed');
    await failed.waitFor();
    expect(await failed.getByRole('alert').textContent()).toBe(
      'Die Daten konnten nicht geladen werden. Bitte versuche es noch einmal.',
    );
    // The rest of the club's page is there; only its offers wait for another try.
    expect(await page.textContent('main h1')).toBe('FC Concordia Zürich');
    expect(await page.locator('main [aria-busy="true"]').count()).toBe(0);
    await page.unroute(offers);
    await failed.getByRole('button', { name: 'Erneut versuchen' }).click();
    await page.getByTestId('club-jobs').waitFor();
    expect(
      await page
        .getByTestId('club-jobs')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading') })
        .count(),
    ).toBe(jobs.length);
    expect(await failed.count()).toBe(0);
    expect(errors.filter((e) => !/status of 500/.test(e))).toEqual([]);
    await context.close();
  });

  it('opens a mail to the contact with the subject "Bewerbung für Angebot als …" and the applicant\'s name', async () => {
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    await signIn(context, server.url, DEMO.person);
    const user = (await (await context.request.get(`${server.url}/api/authentication`)).json()) as {
      displayName: string;
    };
    const job = jobs[0];
    if (!job) throw new Error('the demo club has no offers');
    await page.goto(`${server.url}/jobs/${job.slug}`);
    const apply = page.getByTestId('apply-button');
    await apply.waitFor();
    const href = (await apply.getAttribute('href')) ?? '';
    const mail = new URL(href);
    expect(mail.protocol).toBe('mailto:');
    const role = await page.textContent('main h1');
    expect(mail.searchParams.get('subject')).toBe(`Bewerbung für Angebot als ${role}`);
    expect(mail.searchParams.get('body')).toMatch(new RegExp(`Freundliche Grüsse\\n${user.displayName}$`));
    const contact = page.getByTestId('contact-block');
    expect(await contact.textContent()).toContain(decodeURIComponent(mail.pathname));
    expect(await page.textContent('main')).toMatch(/Erstellt am \d{1,2}\. \w+ \d{4}/);
    // 'Kontaktperson' once, as the block's title; the name and position follow without a second label.
    const full = (await (await context.request.get(`${server.url}/api/jobs/${job.slug}`)).json()) as {
      contactInformation: { firstName: string; lastName: string; position?: string; email?: string };
    };
    const person = full.contactInformation;
    expect(await contact.getByRole('heading').textContent()).toBe('Kontaktperson');
    expect((await contact.textContent())?.match(/Kontaktperson/g)).toHaveLength(1);
    expect(await contact.getByTestId('contact-name').textContent()).toBe(
      `${person.firstName} ${person.lastName}${person.position ? `, ${person.position}` : ''}`,
    );
    expect(await contact.getByRole('term').allTextContents()).toEqual(['E-Mail', 'Telefon']);
    await context.close();
  });

  it('shows a person with birth year, place and interests, and e-mail only to members', async () => {
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    await page.goto(`${server.url}/people/${personSlug}`);
    await page.getByTestId('contact-restricted').waitFor();
    expect(await page.textContent('main')).toMatch(/Jahrgang \d{4}/);
    expect(await page.getByTestId('current-job').textContent()).toMatch(/\S/);
    // Someone playing or coaching in a league: the team and league beside the club, as offers show theirs.
    const people = await getJsonOf<{ slug: string; currentJob: { leagueHierarchy: string[] } | null }[]>(
      `${server.url}/api/people?maxResults=100`,
    );
    const inLeague = people.find((p) => (p.currentJob?.leagueHierarchy.length ?? 0) > 1);
    if (!inLeague?.currentJob) throw new Error('no demo person plays in a league');
    const other = await context.newPage();
    await other.goto(`${server.url}/people/${inLeague.slug}`);
    const team = other.getByTestId('current-team');
    await team.waitFor();
    expect(await team.textContent()).toContain(inLeague.currentJob.leagueHierarchy.at(-1));
    await other.close();
    await signIn(context, server.url, DEMO.club);
    await page.reload();
    const contact = page.getByTestId('contact-block');
    await contact.waitFor();
    expect(await contact.textContent()).toContain('person@example.com');
    await context.close();
  });

  it('writes amounts in euros on the German site', async () => {
    const german = await demoSlugs(server.germanUrl);
    const paid = [];
    for (const slug of german.jobs.slice(0, 15)) {
      const job = await getJsonOf<JobJson>(`${server.germanUrl}/api/jobs/${slug}`);
      if (job.salary > 0) paid.push(job);
    }
    const job = paid[0];
    if (!job) throw new Error('no paid offer among the first German demo offers');
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    await page.goto(`${server.germanUrl}/jobs/${job.slug}`);
    const badge = page.getByTestId('badge-salary');
    await badge.waitFor();
    expect(await badge.textContent()).toMatch(/^[\d.]+\s€ pro Saison$/);
    await context.close();
  });

  it("names an offer's free tickets in each site's words", async () => {
    const { context } = await newSiteContext(browser, { consent: 'essential' });
    const page = await context.newPage();
    for (const [site, words, other] of [
      [server.url, 'Gratis Matchtickets', 'Freikarten für Spiele'],
      [server.germanUrl, 'Freikarten für Spiele', 'Gratis Matchtickets'],
    ] as const) {
      let slug: string | undefined;
      for (const candidate of (await demoSlugs(site)).jobs.slice(0, 40)) {
        const job = await getJsonOf<JobJson>(`${site}/api/jobs/${candidate}`);
        if (job.jobExtras.includes('FREE_MATCH_TICKETS')) {
          slug = candidate;
          break;
        }
      }
      if (!slug) throw new Error(`no demo offer with free tickets on ${site}`);
      await page.goto(`${site}/jobs/${slug}`);
      await page.getByText(words, { exact: true }).waitFor();
      expect(await page.getByText(other).count(), site).toBe(0);
    }
    await context.close();
  });
});
