import { deleteAccount } from '@anpfiff/api/commands/delete-account';
import { setAccountLocked } from '@anpfiff/api/commands/lock-account';
import { deliverQueuedMails } from '@anpfiff/core/mail/mail-outbox';
import { RecordingTransport } from '@anpfiff/core/mail/recording-transport.test-support';
import { waitForLockWaits } from '@anpfiff/core/testing/lock-waits';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addClub, addJob, addMatching, addPerson, daysAgo } from '../testing/digest-fixtures';
import { runDigest } from './run-digest';

const SITES = { CH: 'https://anpfiff.ch', DE: 'https://anpfiff.de' };
const run = { week: '2025-W20', sites: SITES, secret: 's'.repeat(40) };

interface Pending {
  id: string;
  accountId: string | null;
  subject: string;
  textBody: string;
  htmlBody: string;
  headers: Record<string, string>;
}

/**
 * Hedwig matches the offers of FC Aarau and SC Solo, Zoe and Lea FC Aarau's too, and Lea one of FC Wegzug.
 * Everyone but Zoe (weekly mail off) gets a digest: the clubs' name the people, the people's the clubs.
 */
async function fixtures(db: Knex) {
  const fc = await addClub(db, { email: 'fc@example.ch', name: 'FC Aarau' });
  const solo = await addClub(db, { email: 'solo@example.ch', name: 'SC Solo' });
  const weg = await addClub(db, { email: 'weg@example.ch', name: 'FC Wegzug' });
  const hedwig = await addPerson(db, {
    email: 'hedwig@example.ch',
    firstName: 'Hedwig',
    lastName: 'Digestperson',
  });
  await db('persons').where({ id: hedwig.personId }).update({ zip: '9999', city: 'Digestdorf' });
  const zoe = await addPerson(db, {
    email: 'zoe@example.ch',
    firstName: 'Zoe',
    lastName: 'Graf',
    weekly: false,
  });
  const lea = await addPerson(db, { email: 'lea@example.ch', firstName: 'Lea' });
  const jobs = {
    fc: await addJob(db, fc.clubId),
    solo: await addJob(db, solo.clubId),
    weg: await addJob(db, weg.clubId, 'TRAINER'),
  };
  const match = (job: { jobId: string }, person: { personId: string }, clubId: string) =>
    addMatching(db, { jobId: job.jobId, personId: person.personId, clubId, createdAt: daysAgo(1) });
  await match(jobs.fc, hedwig, fc.clubId);
  await match(jobs.fc, zoe, fc.clubId);
  await match(jobs.solo, hedwig, solo.clubId);
  await match(jobs.fc, lea, fc.clubId);
  await match(jobs.weg, lea, weg.clubId);
  return { fc, solo, weg, hedwig, zoe, lea, jobs };
}

describe.each(testDatabaseKinds())('pending digests of a deleted account on %s', (kind) => {
  let t: TestDatabase;
  let fx: Awaited<ReturnType<typeof fixtures>>;

  beforeEach(async () => {
    t = await openTestDatabase(kind);
    fx = await fixtures(t.db);
  });
  afterEach(() => t?.close());

  const pending = async (): Promise<Pending[]> =>
    (
      (await t.db('mail_outbox').whereNull('sentAt').orderBy('id').select()) as (Omit<Pending, 'headers'> & {
        headers: Pending['headers'] | string;
      })[]
    ).map((m) => ({
      ...m,
      headers: typeof m.headers === 'string' ? (JSON.parse(m.headers) as Pending['headers']) : m.headers,
    }));
  const mailOf = async (accountId: string) => (await pending()).find((m) => m.accountId === accountId);
  // Her postcode only as a word of its own: a mail's links carry random ids ("99994b52-…"), which hold the
  // same digits now and then.
  const mentionsHedwig = (m: Pending) =>
    [m.subject, m.textBody, m.htmlBody].some(
      (part) =>
        ['Hedwig', 'Digestperson', 'Digestdorf', fx.hedwig.slug].some((word) => part.includes(word)) ||
        /(?<![\w-])9999(?![\w-])/.test(part),
    );

  it('renders the waiting digests again without a deleted person, and drops one that named only them', async () => {
    expect(await runDigest(t.db, { ...run, until: new Date() })).toMatchObject({ queued: 5 });
    const before = await pending();
    expect(
      before
        .filter(mentionsHedwig)
        .map((m) => m.accountId)
        .sort(),
    ).toEqual([fx.fc.accountId, fx.solo.accountId, fx.hedwig.accountId].sort());
    const fcBefore = (await mailOf(fx.fc.accountId)) as Pending;
    expect(fcBefore.subject).toBe('3 neue passende Personen für euer Angebot');

    expect(await deleteAccount(t.db, fx.hedwig.accountId)).not.toBeNull();

    const after = await pending();
    expect(after.filter(mentionsHedwig)).toEqual([]);
    // Her own digest went with her account; SC Solo's named nobody else.
    expect(after.map((m) => m.accountId).sort()).toEqual(
      [fx.fc.accountId, fx.weg.accountId, fx.lea.accountId].sort(),
    );
    const fcAfter = (await mailOf(fx.fc.accountId)) as Pending;
    expect(fcAfter.id).toBe(fcBefore.id);
    expect(fcAfter.subject).toBe('2 neue passende Personen für euer Angebot');
    expect(fcAfter.textBody).toContain('Zoe Graf');
    expect(fcAfter.htmlBody).toContain('Zoe Graf');
    expect(fcAfter.headers).toEqual(fcBefore.headers);
    expect(fcAfter.headers['List-Unsubscribe']).toMatch(/^<https:\/\/anpfiff\.ch\//);

    // Once delivery works, what goes out names her nowhere, and nothing of whom the mails named stays.
    const transport = new RecordingTransport();
    expect(await deliverQueuedMails(t.db, transport)).toEqual({ sent: 3, failed: 0 });
    expect(transport.sent.map((m) => `${m.subject}\n${m.text}\n${m.html}`).join('\n')).not.toMatch(
      /Hedwig|Digestperson|Digestdorf/,
    );
    expect(Number((await t.db('mail_outbox').whereNotNull('mentions').count({ n: '*' }))[0]?.n)).toBe(0);
    expect(Number((await t.db('mail_outbox').whereNotNull('renderInput').count({ n: '*' }))[0]?.n)).toBe(0);
  });

  it('leaves a locked person out of the waiting digests, and drops her own', async () => {
    expect(await runDigest(t.db, { ...run, until: new Date() })).toMatchObject({ queued: 5 });

    expect(await setAccountLocked(t.db, 'hedwig@example.ch', true)).toMatchObject({ outcome: 'changed' });

    const after = await pending();
    expect(after.filter(mentionsHedwig)).toEqual([]);
    expect(after.map((m) => m.accountId).sort()).toEqual(
      [fx.fc.accountId, fx.weg.accountId, fx.lea.accountId].sort(),
    );
    expect(((await mailOf(fx.fc.accountId)) as Pending).subject).toBe(
      '2 neue passende Personen für euer Angebot',
    );
  });

  it("takes a deleted club's offers out of the waiting digests of the people they matched", async () => {
    await runDigest(t.db, { ...run, until: new Date() });
    const leaBefore = (await mailOf(fx.lea.accountId)) as Pending;
    expect(leaBefore.subject).toBe('2 neue passende Angebote für dich');
    expect(leaBefore.textBody).toContain('FC Wegzug');

    await deleteAccount(t.db, fx.weg.accountId);

    const leaAfter = (await mailOf(fx.lea.accountId)) as Pending;
    expect(leaAfter.subject).toBe('Ein neues passendes Angebot für dich');
    expect(`${leaAfter.textBody}${leaAfter.htmlBody}`).not.toContain('FC Wegzug');
    expect(leaAfter.textBody).toContain('FC Aarau');
    expect(leaAfter.textBody).not.toContain(fx.jobs.weg.slug);
  });

  it('renders again a digest that failed to go out and waits for a retry', async () => {
    await runDigest(t.db, { ...run, until: new Date() });
    await t.db('mail_outbox').update({ attempts: 10, failedAt: t.db.fn.now(), lastError: 'refused' });
    await deleteAccount(t.db, fx.hedwig.accountId);
    expect((await pending()).filter(mentionsHedwig)).toEqual([]);
  });

  it.runIf(kind === 'postgres')(
    'queues no digest naming a person deleted while the digest was being composed',
    async () => {
      // Hedwig gets no digest herself here: only the clubs' name her.
      await t.db('accounts').where({ id: fx.hedwig.accountId }).update({ weeklyJobUpdate: false });
      // The club's account is held: the digest composes (reading without locks), then waits to queue.
      const holder = await t.db.transaction();
      try {
        await holder('accounts').where({ id: fx.fc.accountId }).forUpdate().first('id');
        const digest = runDigest(t.db, { ...run, until: new Date() });
        await waitForLockWaits(t.db, 1);
        // Hedwig leaves meanwhile; her deletion finds no mail to render again, none is queued yet.
        expect(await deleteAccount(t.db, fx.hedwig.accountId)).not.toBeNull();
        await holder.commit();
        await digest;
      } finally {
        if (!holder.isCompleted()) await holder.rollback();
      }
      const after = await pending();
      expect(after.filter(mentionsHedwig)).toEqual([]);
      expect(after.map((m) => m.accountId).sort()).toEqual(
        [fx.fc.accountId, fx.weg.accountId, fx.lea.accountId].sort(),
      );
      expect((await mailOf(fx.fc.accountId))?.subject).toBe('2 neue passende Personen für euer Angebot');
    },
  );
});
