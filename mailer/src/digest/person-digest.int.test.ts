import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClub, addJob, addMatching, addPerson, daysAgo } from '../testing/digest-fixtures';
import { isoWeek } from './iso-week';
import { runDigest } from './run-digest';

const SITES = { CH: 'https://anpfiff.ch', DE: 'https://anpfiff.de' };
const TZ = 'Europe/Zurich';

/**
 * The audit's case: a club with two head coach offers for its active teams in one town, one for the men
 * and one for the women. The person must be able to tell them apart, as the club's own digest does.
 */
describe.each(testDatabaseKinds())("a person's weekly digest on %s", (kind) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t?.close());

  it('names each offer with its whole team, so alike offers of one club read differently', async () => {
    const club = await addClub(t.db, { email: 'vorstand@fc-phoenix.ch', name: 'FC Phönix Dietikon' });
    const lea = await addPerson(t.db, { email: 'lea@example.ch', firstName: 'Lea' });
    const offer = async (team: Record<string, string | null>) => {
      const job = await addJob(t.db, club.clubId, 'TRAINER');
      await t
        .db('jobs')
        .where({ id: job.jobId })
        .update({
          subClubFunction: 'CHEFTRAINER',
          teamCategory: 'AKTIVE',
          zip: '8953',
          city: 'Dietikon',
          ...team,
        });
      await addMatching(t.db, {
        jobId: job.jobId,
        personId: lea.personId,
        clubId: club.clubId,
        createdAt: daysAgo(1),
      });
      return job;
    };
    const men = await offer({ teamGender: 'M', league: 'CH-M-2-LIGA' });
    const women = await offer({ teamGender: 'F', league: 'CH-F-2-LIGA' });
    const noTeam = await offer({ teamCategory: null });

    const until = new Date();
    await runDigest(t.db, { week: isoWeek(until, TZ), until, sites: SITES, secret: 'test' });
    const [mail] = (await t
      .db('mailOutbox')
      .where({ accountId: lea.accountId })
      .select('textBody', 'htmlBody')) as { textBody: string; htmlBody: string }[];
    expect(mail?.textBody).toContain(
      '- Cheftrainer · Aktive · Männer · 2. Liga (FC Phönix Dietikon, 8953 Dietikon)\n' +
        `  https://anpfiff.ch/jobs/${men.slug}`,
    );
    expect(mail?.textBody).toContain(
      '- Cheftrainer · Aktive · Frauen · 2. Liga (FC Phönix Dietikon, 8953 Dietikon)\n' +
        `  https://anpfiff.ch/jobs/${women.slug}`,
    );
    expect(mail?.textBody).toContain(
      `- Cheftrainer (FC Phönix Dietikon, 8953 Dietikon)\n  https://anpfiff.ch/jobs/${noTeam.slug}`,
    );
    const lines = (mail?.textBody ?? '').split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toHaveLength(3);
    expect(new Set(lines).size).toBe(3);
    expect(mail?.htmlBody).toContain('>Cheftrainer · Aktive · Frauen · 2. Liga</a>');
  });
});
