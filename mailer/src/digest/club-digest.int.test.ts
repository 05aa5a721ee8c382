import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClub, addJob, addMatching, addPerson, daysAgo } from '../testing/digest-fixtures';
import { isoWeek } from './iso-week';
import { runDigest } from './run-digest';

const SITES = { CH: 'https://anpfiff.ch', DE: 'https://anpfiff.de' };
const TZ = 'Europe/Zurich';

/**
 * The audit's case: a club with two referee offers in the same town, both matching the same people. The
 * club must read how many people are new (not pairs) and be able to tell the two offers apart.
 */
describe.each(testDatabaseKinds())("a club's weekly digest on %s", (kind) => {
  let t: TestDatabase;
  let club: Awaited<ReturnType<typeof addClub>>;
  const slugs: Record<'schiriOld' | 'schiriNew' | 'trainer', string> = {
    schiriOld: '',
    schiriNew: '',
    trainer: '',
  };
  let trainerJobId: string;

  const clubMails = () =>
    t
      .db('mailOutbox')
      .where({ accountId: club.accountId })
      .orderBy('id')
      .select('subject', 'textBody', 'htmlBody');

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    club = await addClub(t.db, { email: 'sc@example.ch', name: 'SC Winterthur' });
    const offer = async (fn: string, createdAt: string, team: Record<string, string> = {}) => {
      const job = await addJob(t.db, club.clubId, fn);
      await t
        .db('jobs')
        .where({ id: job.jobId })
        .update({ zip: '8400', city: 'Winterthur', createdAt, ...team });
      return job;
    };
    const schiriOld = await offer('SCHIEDSRICHTER', '2025-03-03T09:00:00Z');
    const schiriNew = await offer('SCHIEDSRICHTER', '2025-05-12T22:30:00Z');
    const trainer = await offer('TRAINER', '2025-06-01T10:00:00Z', {
      teamCategory: 'JUNIOREN',
      teamGender: 'M',
      league: 'CH-M-3-LIGA',
    });
    Object.assign(slugs, { schiriOld: schiriOld.slug, schiriNew: schiriNew.slug, trainer: trainer.slug });
    trainerJobId = trainer.jobId;
    // Five people fit both referee offers, one more the trainer offer: 6 people, 11 matchings. They get no
    // digest of their own, so the outbox holds only the club's.
    const names = ['Anna', 'Beat', 'Cla', 'Dario', 'Eva', 'Fabio'];
    const people = [];
    for (const firstName of names)
      people.push(await addPerson(t.db, { email: `${firstName}@example.ch`, firstName, weekly: false }));
    const match = (jobId: string, personId: string) =>
      addMatching(t.db, { jobId, personId, clubId: club.clubId, createdAt: daysAgo(1) });
    for (const p of people.slice(0, 5)) {
      await match(schiriOld.jobId, p.personId);
      await match(schiriNew.jobId, p.personId);
    }
    await match(trainer.jobId, (people[5] as { personId: string }).personId);
  });
  afterAll(() => t?.close());

  it('counts each new person once and names every offer so the club can tell them apart', async () => {
    const until = new Date();
    await runDigest(t.db, { week: isoWeek(until, TZ), until, sites: SITES, secret: 'test' });
    const [mail] = await clubMails();
    expect(mail.subject).toBe('6 neue passende Personen für eure Angebote');
    // The first digest has no last one to count from.
    expect(mail.textBody).toContain(
      'In der vergangenen Woche gab es 6 neue passende Personen für 3 eurer Angebote.',
    );
    expect(mail.textBody).toContain('Ab jetzt schicken wir euch jede Woche');
    expect(mail.textBody).toContain(
      'Trainer · Junioren · Männer · 3. Liga – 8400 Winterthur\nErstellt am 1. Juni 2025',
    );
    expect(mail.textBody).toContain('Schiedsrichter – 8400 Winterthur\nErstellt am 3. März 2025');
    expect(mail.textBody).toContain('Schiedsrichter – 8400 Winterthur\nErstellt am 13. Mai 2025');
    for (const slug of Object.values(slugs)) {
      expect(mail.textBody).toContain(`: https://anpfiff.ch/manage/jobs/matchings/${slug}\n`);
      expect(mail.htmlBody).toContain(`<a href="https://anpfiff.ch/manage/jobs/matchings/${slug}"`);
    }
    const headings = (mail.htmlBody as string).match(/<h2[^>]*>.*?<\/h2>\n<p[^>]*>.*?<\/p>/g) ?? [];
    expect(headings).toHaveLength(3);
    expect(new Set(headings).size).toBe(3);
    expect(mail.textBody).not.toMatch(/\b(du|dein\w*)\b/i);
  });

  it('refers to the last digest in the next one', async () => {
    const gian = await addPerson(t.db, { email: 'gian@example.ch', firstName: 'Gian', weekly: false });
    await addMatching(t.db, {
      jobId: trainerJobId,
      personId: gian.personId,
      clubId: club.clubId,
      createdAt: new Date(),
    });
    const until = new Date(Date.now() + 7 * 86_400_000);
    await runDigest(t.db, { week: isoWeek(until, TZ), until, sites: SITES, secret: 'test' });
    const [, second] = await clubMails();
    expect(second?.subject).toBe('Eine neue passende Person für euer Angebot');
    expect(second?.textBody).toContain(
      'Seit unserer letzten Übersicht gibt es eine neue passende Person für eines eurer Angebote.',
    );
    expect(second?.textBody).not.toContain('Ab jetzt');
  });

  it('tells two offers apart by their descriptions where role, place and day are the same', async () => {
    const fcz = await addClub(t.db, { email: 'fcz@example.ch', name: 'FC Zürich-Nord' });
    const offer = async (createdAt: string, description: string) => {
      const job = await addJob(t.db, fcz.clubId, 'SCHIEDSRICHTER');
      await t
        .db('jobs')
        .where({ id: job.jobId })
        .update({ zip: '8001', city: 'Zürich', createdAt, description });
      return job;
    };
    const juniors = await offer(
      '2026-11-27T08:00:00Z',
      'Für die Heimspiele unserer Junioren am Samstagvormittag suchen wir einen Schiedsrichter.',
    );
    const seniors = await offer('2026-11-27T15:30:00Z', 'Senioren 30+: Freundschaftsspiele unter der Woche.');
    const hanna = await addPerson(t.db, { email: 'hanna@example.ch', firstName: 'Hanna', weekly: false });
    for (const job of [juniors, seniors])
      await addMatching(t.db, {
        jobId: job.jobId,
        personId: hanna.personId,
        clubId: fcz.clubId,
        createdAt: daysAgo(1),
      });

    // This week's run resumed as after a crash halfway: the other club had its digest, this one is new. (A
    // finished run sends nothing when its trigger comes again: see digest-replay.)
    const until = new Date();
    await t
      .db('digestRuns')
      .where({ week: isoWeek(until, TZ) })
      .update({ finishedAt: null });
    await runDigest(t.db, { week: isoWeek(until, TZ), until, sites: SITES, secret: 'test' });
    const mail = (await t
      .db('mailOutbox')
      .where({ accountId: fcz.accountId })
      .first('subject', 'textBody', 'headers')) as { subject: string; textBody: string; headers: unknown };
    expect(mail.subject).toBe('Eine neue passende Person für eure Angebote');
    expect(mail.textBody).toContain(
      'Schiedsrichter – 8001 Zürich\nErstellt am 27. November 2026\n' +
        '«Senioren 30+: Freundschaftsspiele unter der Woche.»\n' +
        `Alle passenden Personen zu diesem Angebot: https://anpfiff.ch/manage/jobs/matchings/${seniors.slug}\n`,
    );
    expect(mail.textBody).toContain(
      'Schiedsrichter – 8001 Zürich\nErstellt am 27. November 2026\n' +
        '«Für die Heimspiele unserer Junioren am Samstagvormittag…»\n' +
        `Alle passenden Personen zu diesem Angebot: https://anpfiff.ch/manage/jobs/matchings/${juniors.slug}\n`,
    );
    // The digest's own header is added to the layout's, not put in place of them.
    const headers = typeof mail.headers === 'string' ? JSON.parse(mail.headers) : mail.headers;
    expect(headers).toMatchObject({
      'Content-Language': 'de-CH',
      'Reply-To': 'Anpfiff <hallo@anpfiff.ch>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
