import { queueMail } from '@anpfiff/core/mail/mail-outbox';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeToken, issueToken } from '../auth/account-tokens';
import { hitRateLimits } from '../auth/rate-limit';
import { createSession, findSessionAccount } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import { MAIL_RETENTION_DAYS, pruneExpiredRows } from './prune-expired-rows';

describe.each(testDatabaseKinds())('pruning expired rows on %s', (kind) => {
  let t: TestDatabase;
  let accountId: string;

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    const [row] = await t
      .db('accounts')
      .insert({
        email: 'lea@example.com',
        kind: 'person',
        country: 'CH',
        passwordHash: 'x',
        verifiedAt: new Date(),
      })
      .returning('id');
    accountId = (row as { id: string }).id;
  });
  afterAll(() => t?.close());

  const ago = (days: number) => t.db.raw(`now() - make_interval(secs => ?)`, [days * 86_400]);
  const count = async (table: string) => Number((await t.db(table).count({ n: '*' }))[0]?.n);

  it('deletes expired sessions and tokens and keeps the live ones working', async () => {
    const live = await createSession(t.db, accountId, 30);
    const expired = await createSession(t.db, accountId, 30);
    await t
      .db('sessions')
      .where({ idHash: hashToken(expired) })
      .update({ expiresAt: ago(0.01) });
    const oldReset = await t.db.transaction((trx) => issueToken(trx, accountId, 'password-reset'));
    await t.db('tokens').update({ expiresAt: ago(1) });
    const freshVerify = await t.db.transaction((trx) => issueToken(trx, accountId, 'verify-mail'));

    const pruned = await pruneExpiredRows(t.db);

    expect(pruned).toMatchObject({ sessions: 1, tokens: 1 });
    expect(await count('sessions')).toBe(1);
    expect((await findSessionAccount(t.db, live))?.id).toBe(accountId);
    expect(await findSessionAccount(t.db, expired)).toBeNull();
    expect(await t.db.transaction((trx) => consumeToken(trx, 'password-reset', oldReset))).toBeNull();
    expect(await t.db.transaction((trx) => consumeToken(trx, 'verify-mail', freshVerify))).toBe(accountId);
  });

  it('deletes attempt counters whose window is over; a running window keeps counting', async () => {
    const over = { key: 'login:address:192.0.2.1', attempts: 3, windowSeconds: 900 };
    const running = { key: 'login:address:192.0.2.2', attempts: 3, windowSeconds: 900 };
    await hitRateLimits(t.db, [over]);
    for (let i = 0; i < 3; i += 1) await hitRateLimits(t.db, [running]);
    await t
      .db('rate_limits')
      .where({ key: over.key })
      .update({ resetAt: ago(0.01) });

    expect((await pruneExpiredRows(t.db)).rateLimits).toBe(1);
    expect(await t.db('rate_limits').pluck('key')).toEqual([running.key]);
    // The fourth attempt in the running window is still refused.
    expect((await hitRateLimits(t.db, [running])).allowed).toBe(false);
  });

  it(`deletes mails ${MAIL_RETENTION_DAYS} days after they were sent or given up on, never unsent ones`, async () => {
    const mail = (subject: string) => ({
      accountId,
      template: 'test',
      to: 'lea@example.com',
      subject,
      text: 'Hallo',
    });
    const ids = await t.db.transaction(async (trx) => ({
      sentLongAgo: await queueMail(trx, mail('alt versandt')),
      sentRecently: await queueMail(trx, mail('kürzlich versandt')),
      failedLongAgo: await queueMail(trx, mail('alt gescheitert')),
      pendingLongAgo: await queueMail(trx, mail('wartet seit langem')),
    }));
    const days = MAIL_RETENTION_DAYS + 1;
    await t
      .db('mail_outbox')
      .where({ id: ids.sentLongAgo })
      .update({ sentAt: ago(days) });
    await t
      .db('mail_outbox')
      .where({ id: ids.sentRecently })
      .update({ sentAt: ago(days - 2) });
    await t
      .db('mail_outbox')
      .where({ id: ids.failedLongAgo })
      .update({ failedAt: ago(days) });
    await t
      .db('mail_outbox')
      .where({ id: ids.pendingLongAgo })
      .update({ createdAt: ago(days) });

    expect((await pruneExpiredRows(t.db)).mails).toBe(2);
    expect((await t.db('mail_outbox').orderBy('id').pluck('subject')).sort()).toEqual(
      ['kürzlich versandt', 'wartet seit langem'].sort(),
    );
  });

  it("keeps each account's newest digest record and the recent ones, and none of an account deleted since", async () => {
    const [gone] = (await t
      .db('accounts')
      .insert({ email: 'weg@example.com', kind: 'person', country: 'CH', passwordHash: 'x' })
      .returning('id')) as { id: string }[];
    const record = (account: string, kind: string, period: string, days: number) =>
      t.db('mail_deliveries').insert({ accountId: account, kind, period, createdAt: ago(days) });
    await record(accountId, 'digest', '2025-W01', 90);
    await record(accountId, 'digest', '2025-W02', 83);
    await record(accountId, 'digest', '2025-W03', 76);
    await record(String(gone?.id), 'digest', '2025-W03', 2);
    await record(String(gone?.id), 'account-deleted', 'once', 1);
    // Of an account with only old records, the newest stays: the next digest counts from it.
    const [quiet] = (await t
      .db('accounts')
      .insert({ email: 'still@example.com', kind: 'person', country: 'CH', passwordHash: 'x' })
      .returning('id')) as { id: string }[];
    await record(String(quiet?.id), 'digest', '2025-W01', 90);
    await record(String(quiet?.id), 'digest', '2025-W02', 83);
    await t.db('accounts').where({ id: gone?.id }).delete();

    expect((await pruneExpiredRows(t.db)).digestDeliveries).toBe(4);
    const left = await t
      .db('mail_deliveries')
      .orderBy(['accountId', 'period'])
      .select('accountId', 'kind', 'period');
    expect(left).toEqual(
      expect.arrayContaining([
        { accountId, kind: 'digest', period: '2025-W03' },
        { accountId: quiet?.id, kind: 'digest', period: '2025-W02' },
        { accountId: gone?.id, kind: 'account-deleted', period: 'once' },
      ]),
    );
    expect(left).toHaveLength(3);
  });

  it('finds nothing to delete a second time', async () => {
    expect(await pruneExpiredRows(t.db)).toEqual({
      sessions: 0,
      tokens: 0,
      rateLimits: 0,
      mails: 0,
      digestDeliveries: 0,
    });
  });
});
