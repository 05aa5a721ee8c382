import { updateNotificationSettings } from '@anpfiff/api/commands/update-account-settings';
import { unsubscribeWeeklyUpdate } from '@anpfiff/api/routes/unsubscribe/unsubscribe-weekly-update';
import { deliverQueuedMails } from '@anpfiff/core/mail/mail-outbox';
import { serverOnlyIt, waitForLockWaits } from '@anpfiff/core/testing/lock-waits';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addClub, addJob, addMatching, addPerson, daysAgo, queuedDigests } from '../testing/digest-fixtures';
import { smtpSinkPerSuite } from '../testing/smtp-sink-suite';
import { retryFailed } from '../cli/mail-operations';
import { runDigest } from './run-digest';

const SITES = { CH: 'https://anpfiff.ch', DE: 'https://anpfiff.de' };
const run = { week: '2025-W20', sites: SITES, secret: 's'.repeat(40) };

/** FC Aarau's offer matches Hedwig and Lea: the club's digest names both, each of theirs the club. */
async function fixtures(db: Knex) {
  const fc = await addClub(db, { email: 'fc@example.ch', name: 'FC Aarau' });
  const hedwig = await addPerson(db, { email: 'hedwig@example.ch', firstName: 'Hedwig' });
  const lea = await addPerson(db, { email: 'lea@example.ch', firstName: 'Lea' });
  const job = await addJob(db, fc.clubId);
  for (const p of [hedwig, lea])
    await addMatching(db, {
      jobId: job.jobId,
      personId: p.personId,
      clubId: fc.clubId,
      createdAt: daysAgo(1),
    });
  return { fc, hedwig, lea };
}

describe.each(testDatabaseKinds())('switching the weekly mail off with a digest queued, on %s', (kind) => {
  const smtp = smtpSinkPerSuite();
  let t: TestDatabase;
  let fx: Awaited<ReturnType<typeof fixtures>>;

  beforeEach(async () => {
    t = await openTestDatabase(kind);
    fx = await fixtures(t.db);
  });
  afterEach(() => t?.close());

  /** Delivers everything queued through the SMTP server; whom it reached. */
  const deliveredTo = async () => {
    await deliverQueuedMails(t.db, smtp.transport, { concurrency: 4 });
    return smtp.sink.received.map((m) => m.to).sort();
  };

  it('sends nothing to an address unsubscribed by the link after its digest was queued', async () => {
    expect(await runDigest(t.db, { ...run, until: new Date() })).toMatchObject({ queued: 3 });
    expect(await unsubscribeWeeklyUpdate(t.db, fx.hedwig.accountId)).toBe('unsubscribed');
    expect(await deliveredTo()).toEqual(['fc@example.ch', 'lea@example.ch']);
  });

  it('sends nothing to an address whose weekly mail was switched off in the settings after queueing', async () => {
    expect(await runDigest(t.db, { ...run, until: new Date() })).toMatchObject({ queued: 3 });
    await updateNotificationSettings(t.db, fx.hedwig.accountId, false);
    expect(await deliveredTo()).toEqual(['fc@example.ch', 'lea@example.ch']);
  });

  it('keeps a failed digest for operators, and an operator retrying every failed mail does not send it', async () => {
    await runDigest(t.db, { ...run, until: new Date() });
    await t
      .db('mail_outbox')
      .where({ accountId: fx.hedwig.accountId })
      .update({ failedAt: t.db.fn.now(), lastError: '550 refused' });
    expect(await unsubscribeWeeklyUpdate(t.db, fx.hedwig.accountId)).toBe('unsubscribed');
    expect(
      await t
        .db('mail_outbox')
        .where({ accountId: fx.hedwig.accountId })
        .whereNotNull('failedAt')
        .pluck('id'),
    ).toHaveLength(1);
    expect(await retryFailed(t.db, 'all')).toBe(0);
    expect(await deliveredTo()).toEqual(['fc@example.ch', 'lea@example.ch']);
  });

  // The change commits while the digest, composed from what it read before, waits to queue: only a server
  // runs the two side by side.
  const changes: [string, Record<string, unknown>, { named: boolean }][] = [
    ['switched the weekly mail off', { weeklyJobUpdate: false }, { named: true }],
    ['was locked', { locked: true }, { named: false }],
    ['lost its verification', { verifiedAt: null }, { named: false }],
  ];
  for (const [what, columns, { named }] of changes) {
    serverOnlyIt(kind)(
      `queues no digest to an account that ${what} while the digest was composed${named ? '' : ', and names it in none'}`,
      async () => {
        const holder = await t.db.transaction();
        let digest: Promise<unknown> | undefined;
        try {
          await holder('accounts').where({ id: fx.hedwig.accountId }).update(columns);
          digest = runDigest(t.db, { ...run, until: new Date() });
          digest.catch(() => undefined);
          await waitForLockWaits(t.db, 1);
          await holder.commit();
          await digest;
        } finally {
          if (!holder.isCompleted()) await holder.rollback();
        }
        const queued = await queuedDigests(t.db);
        expect(queued.map((m) => m.to).sort()).toEqual(['fc@example.ch', 'lea@example.ch']);
        const club = queued.find((m) => m.to === 'fc@example.ch');
        expect(club?.slugs.sort()).toEqual((named ? [fx.hedwig.slug, fx.lea.slug] : [fx.lea.slug]).sort());
        expect(await deliveredTo()).toEqual(['fc@example.ch', 'lea@example.ch']);
      },
    );
  }
});
