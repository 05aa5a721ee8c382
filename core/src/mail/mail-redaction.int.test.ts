import type { Knex } from 'knex';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { ABORTED_ERROR, EXPIRED_ERROR } from './delivery-policy';
import { deliverQueuedMails, queueMail, REDACTED_ADDRESS } from './mail-outbox';
import { GIVEN_UP_BODY } from './mail-redaction';
import { RecordingTransport } from './recording-transport.test-support';
import { renderAccountDeletedMail } from './templates/account-deleted';
import { renderMail } from './templates/render-mail';

const ADDRESS = 'hedwig.abschied@example.ch';
const NAME = 'Hedwig';

/** The confirmation the mailer queues after a deletion: to no account, only the address and the name left. */
function confirmation() {
  const rendered = renderAccountDeletedMail({
    country: 'CH',
    siteUrl: 'https://anpfiff.ch',
    displayName: NAME,
    kind: 'person',
  });
  return { accountId: null, template: 'account-deleted', to: ADDRESS, ...rendered };
}

/** A relay's refusal, which repeats the address as relays do. */
const refusal = () => new Error(`550 5.1.1 <${ADDRESS}>: Recipient address rejected: User unknown`);

async function queued(
  db: Knex,
  mail: Parameters<typeof queueMail>[1],
  at?: Partial<Record<string, unknown>>,
) {
  const id = await db.transaction((trx) => queueMail(trx, mail));
  if (at) await db('mail_outbox').where({ id }).update(at);
  return id;
}

describe.each(testDatabaseKinds())('a deletion confirmation given up on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db('mail_outbox').delete();
  });

  const row = async (id: string) =>
    (await t.db('mail_outbox').where({ id }).first()) as Record<string, unknown> & {
      failedAt: Date | null;
      lastError: string;
    };
  const expectRedacted = async (id: string) => {
    const r = await row(id);
    expect(r.failedAt).toBeInstanceOf(Date);
    expect(r).toMatchObject({
      sentAt: null,
      toAddress: REDACTED_ADDRESS,
      textBody: GIVEN_UP_BODY,
      htmlBody: GIVEN_UP_BODY,
      mentions: null,
      renderInput: null,
    });
    // Neither the address nor the name stays anywhere in the row, its error included.
    expect(JSON.stringify(r)).not.toMatch(new RegExp(`${ADDRESS}|${NAME}`));
    // Nor masked: `h***@example.ch` would still give the initial and the domain of who left.
    expect(JSON.stringify(r)).not.toContain('@example.ch');
    return r;
  };

  it('keeps neither address nor name when the relay refused its last attempt', async () => {
    const id = await queued(t.db, confirmation());
    const transport = new RecordingTransport();
    transport.failWith = refusal();
    expect(await deliverQueuedMails(t.db, transport, { maxAttempts: 1 })).toEqual({ sent: 0, failed: 1 });
    const r = await expectRedacted(id);
    // The operator still reads why it failed.
    expect(r.lastError).toBe(`550 5.1.1 <${REDACTED_ADDRESS}>: Recipient address rejected: User unknown`);
  });

  it('keeps them while attempts are left, for the retry', async () => {
    const id = await queued(t.db, confirmation());
    const transport = new RecordingTransport();
    transport.failWith = refusal();
    expect(await deliverQueuedMails(t.db, transport, { maxAttempts: 2 })).toEqual({ sent: 0, failed: 1 });
    expect(await row(id)).toMatchObject({ toAddress: ADDRESS, failedAt: null });
  });

  it('keeps neither when its last attempt was cut off and the claim gives it up', async () => {
    // Its sender died during the last attempt: the lease ran out with the attempts used up.
    const id = await queued(t.db, confirmation(), {
      attempts: 3,
      lastError: refusal().message,
      nextAttemptAt: t.db.raw("now() - interval '1 minute'"),
    });
    const transport = new RecordingTransport();
    expect(await deliverQueuedMails(t.db, transport, { maxAttempts: 3 })).toEqual({ sent: 0, failed: 1 });
    expect(transport.sent).toEqual([]);
    expect((await expectRedacted(id)).lastError).toMatch(new RegExp(`^${ABORTED_ERROR}`));
  });

  it('keeps neither when the claim gives it up as expired', async () => {
    const id = await queued(t.db, confirmation(), { sendBefore: t.db.raw("now() - interval '1 minute'") });
    expect(await deliverQueuedMails(t.db, new RecordingTransport())).toEqual({ sent: 0, failed: 1 });
    expect((await expectRedacted(id)).lastError).toBe(EXPIRED_ERROR);
  });

  it("keeps a failed mail to an account for an operator's retry, its error with the address masked", async () => {
    const [account] = (await t
      .db('accounts')
      .insert({ email: 'lea@example.ch', kind: 'person', country: 'CH', passwordHash: 'x' })
      .returning('id')) as { id: string }[];
    const verify = renderMail('verify-mail', {
      country: 'CH',
      siteUrl: 'https://anpfiff.ch',
      token: 'token-for-lea',
      displayName: 'Lea',
    });
    const id = await queued(t.db, {
      accountId: account?.id as string,
      template: 'verify-mail',
      to: 'lea@example.ch',
      ...verify,
    });
    const transport = new RecordingTransport();
    transport.failWith = new Error('550 <lea@example.ch>: mailbox unavailable');
    expect(await deliverQueuedMails(t.db, transport, { maxAttempts: 1 })).toEqual({ sent: 0, failed: 1 });
    expect(await row(id)).toMatchObject({
      toAddress: 'lea@example.ch',
      textBody: verify.text,
      lastError: '550 <l***@example.ch>: mailbox unavailable',
      failedAt: expect.any(Date),
    });
  });
});
