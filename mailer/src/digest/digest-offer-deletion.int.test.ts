import { deleteJob } from '@anpfiff/api/commands/delete-job';
import { deliverQueuedMails } from '@anpfiff/core/mail/mail-outbox';
import { serverOnlyIt, waitForLockWaits } from '@anpfiff/core/testing/lock-waits';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addClub, addJob, addMatching, addPerson, daysAgo, queuedDigests } from '../testing/digest-fixtures';
import type { ReceivedMail } from '../testing/smtp-sink';
import { smtpSinkPerSuite } from '../testing/smtp-sink-suite';
import { runDigest } from './run-digest';

const SITES = { CH: 'https://anpfiff.ch', DE: 'https://anpfiff.de' };
const run = { week: '2025-W20', sites: SITES, secret: 's'.repeat(40) };

/**
 * FC Aarau has a referee and a coach offer, SC Solo a referee offer. Hedwig matches both of FC Aarau's,
 * Lea FC Aarau's coach offer and SC Solo's, Zoe only SC Solo's. Everyone gets a digest: the people's list
 * the offers, the clubs' their own offers with the people.
 */
async function fixtures(db: Knex) {
  const fc = await addClub(db, { email: 'fc@example.ch', name: 'FC Aarau' });
  const solo = await addClub(db, { email: 'solo@example.ch', name: 'SC Solo' });
  const hedwig = await addPerson(db, { email: 'hedwig@example.ch', firstName: 'Hedwig' });
  const lea = await addPerson(db, { email: 'lea@example.ch', firstName: 'Lea' });
  const zoe = await addPerson(db, { email: 'zoe@example.ch', firstName: 'Zoe' });
  const jobs = {
    fcReferee: { ...(await addJob(db, fc.clubId, 'SCHIEDSRICHTER')), clubId: fc.clubId },
    fcCoach: { ...(await addJob(db, fc.clubId, 'TRAINER')), clubId: fc.clubId },
    soloReferee: { ...(await addJob(db, solo.clubId, 'SCHIEDSRICHTER')), clubId: solo.clubId },
  };
  const match = (job: { jobId: string; clubId: string }, person: { personId: string }) =>
    addMatching(db, { ...job, personId: person.personId, createdAt: daysAgo(1) });
  await match(jobs.fcReferee, hedwig);
  await match(jobs.fcCoach, hedwig);
  await match(jobs.fcCoach, lea);
  await match(jobs.soloReferee, lea);
  await match(jobs.soloReferee, zoe);
  return { fc, solo, hedwig, lea, zoe, jobs };
}

describe.each(testDatabaseKinds())('waiting digests of a deleted offer, on %s', (kind) => {
  const smtp = smtpSinkPerSuite();
  let t: TestDatabase;
  let fx: Awaited<ReturnType<typeof fixtures>>;

  beforeEach(async () => {
    t = await openTestDatabase(kind);
    fx = await fixtures(t.db);
  });
  afterEach(() => t?.close());

  /** Delivers everything queued through the SMTP server; what arrived, by address. */
  const delivered = async (): Promise<Map<string, ReceivedMail>> => {
    await deliverQueuedMails(t.db, smtp.transport, { concurrency: 4 });
    return new Map(smtp.sink.received.map((m) => [m.to, m]));
  };
  const whole = (m: ReceivedMail | undefined) => `${m?.subject}\n${m?.text}\n${m?.html}`;

  it("leaves an offer deleted after the digest was queued out of a person's delivered digest", async () => {
    expect(await runDigest(t.db, { ...run, until: new Date() })).toMatchObject({ queued: 5 });

    await deleteJob(t.db, fx.jobs.fcCoach.jobId);

    const mails = await delivered();
    const hedwig = mails.get('hedwig@example.ch');
    expect(hedwig?.subject).toBe('Ein neues passendes Angebot für dich');
    expect(hedwig?.links).toContain(`https://anpfiff.ch/jobs/${fx.jobs.fcReferee.slug}`);
    expect(whole(hedwig)).not.toContain(fx.jobs.fcCoach.slug);
    expect(whole(hedwig)).not.toContain('Trainer');
    const lea = mails.get('lea@example.ch');
    expect(lea?.subject).toBe('Ein neues passendes Angebot für dich');
    expect(lea?.links).toContain(`https://anpfiff.ch/jobs/${fx.jobs.soloReferee.slug}`);
    expect(whole(lea)).not.toContain(fx.jobs.fcCoach.slug);
  });

  it("leaves the section of a deleted offer out of the club's own delivered digest", async () => {
    await runDigest(t.db, { ...run, until: new Date() });
    const fcBefore = (await queuedDigests(t.db)).find((d) => d.to === 'fc@example.ch');
    expect(fcBefore?.slugs.sort()).toEqual([fx.hedwig.slug, fx.hedwig.slug, fx.lea.slug].sort());

    await deleteJob(t.db, fx.jobs.fcReferee.jobId);

    const fc = (await delivered()).get('fc@example.ch');
    expect(fc?.subject).toBe('2 neue passende Personen für euer Angebot');
    expect(fc?.links).toContain(`https://anpfiff.ch/manage/jobs/matchings/${fx.jobs.fcCoach.slug}`);
    expect(whole(fc)).not.toContain(fx.jobs.fcReferee.slug);
    expect(whole(fc)).not.toContain('Schiedsrichter');
    expect(fc?.text).toContain('Hedwig');
    expect(fc?.text).toContain('Lea');
  });

  it('sends no digest that the deleted offer leaves empty, the club’s nor a person’s', async () => {
    await runDigest(t.db, { ...run, until: new Date() });

    await deleteJob(t.db, fx.jobs.soloReferee.jobId);

    const mails = await delivered();
    expect([...mails.keys()].sort()).toEqual(['fc@example.ch', 'hedwig@example.ch', 'lea@example.ch']);
    expect(mails.get('lea@example.ch')?.subject).toBe('Ein neues passendes Angebot für dich');
    expect([...mails.values()].map(whole).join('\n')).not.toContain(fx.jobs.soloReferee.slug);
    // Nothing waits any more, and nothing of what the sent mails named stays.
    expect(Number((await t.db('mail_outbox').whereNull('sentAt').count({ n: '*' }))[0]?.n)).toBe(0);
    expect(Number((await t.db('mail_outbox').whereNotNull('mentions').count({ n: '*' }))[0]?.n)).toBe(0);
  });

  serverOnlyIt(kind)(
    'names no offer deleted while a digest batch composed from it waits to queue',
    async () => {
      // Lea's account is held: the batch composes (reading without locks), then waits to queue.
      const holder = await t.db.transaction();
      try {
        await holder('accounts').where({ id: fx.lea.accountId }).forUpdate().first('id');
        const digest = runDigest(t.db, { ...run, until: new Date() });
        await waitForLockWaits(t.db, 1);
        // SC Solo deletes its offer meanwhile; it finds no mail to render again, none is queued yet.
        await deleteJob(t.db, fx.jobs.soloReferee.jobId);
        await holder.commit();
        expect(await digest).toMatchObject({ queued: 3 });
      } finally {
        if (!holder.isCompleted()) await holder.rollback();
      }
      const queued = await queuedDigests(t.db);
      expect(queued.map((d) => d.to).sort()).toEqual([
        'fc@example.ch',
        'hedwig@example.ch',
        'lea@example.ch',
      ]);
      expect(queued.find((d) => d.to === 'lea@example.ch')?.slugs).toEqual([fx.jobs.fcCoach.slug]);
      const mails = await delivered();
      expect([...mails.values()].map(whole).join('\n')).not.toContain(fx.jobs.soloReferee.slug);
    },
  );

  serverOnlyIt(kind)(
    'lets a deletion of an offer that a queueing batch holds wait, and then finds the queued digests',
    async () => {
      // Lea's delivery record of the week is being written elsewhere: the batch, offers locked, waits on it.
      const holder = await t.db.transaction();
      try {
        await holder('mail_deliveries').insert({
          accountId: fx.lea.accountId,
          kind: 'digest',
          period: run.week,
          coveredUntil: new Date().toISOString(),
        });
        const digest = runDigest(t.db, { ...run, until: new Date() });
        await waitForLockWaits(t.db, 1);
        const deletion = deleteJob(t.db, fx.jobs.soloReferee.jobId);
        // The deletion waits for the batch, which holds the offer it names.
        await waitForLockWaits(t.db, 2);
        await holder.rollback();
        expect(await digest).toMatchObject({ queued: 5 });
        await deletion;
      } finally {
        if (!holder.isCompleted()) await holder.rollback();
      }
      const queued = await queuedDigests(t.db);
      expect(queued.map((d) => d.to).sort()).toEqual([
        'fc@example.ch',
        'hedwig@example.ch',
        'lea@example.ch',
      ]);
      expect(queued.find((d) => d.to === 'lea@example.ch')?.slugs).toEqual([fx.jobs.fcCoach.slug]);
    },
  );
});
