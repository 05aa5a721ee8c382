import { linkExpired } from '@anpfiff/core/mail/delivery-policy';
import { maskAddress } from '@anpfiff/core/mail/mail-redaction';
import { ACCOUNT_DELETED_TEMPLATE } from '@anpfiff/core/mail/templates/account-deleted';
import { WEEKLY_DIGEST_TEMPLATE } from '@anpfiff/core/mail/templates/weekly-digest';
import type { Knex } from 'knex';

export interface OutboxStatus {
  pending: number;
  /** Pending mails that failed at least once and wait for their next attempt. */
  retrying: number;
  /** Failed mails an operator can send again. */
  failed: number;
  /** Failed mails whose link expired: nothing to do, their recipients ask for a new link. */
  expired: number;
  sentLastDay: number;
  oldestPendingAt: Date | null;
  digests: { week: string; mails: number }[];
}

const n = (v: unknown) => Number(v ?? 0);

/** `now`: the clock of the sender, for tests that move it; the database's otherwise. */
export async function outboxStatus(db: Knex, now?: Date): Promise<OutboxStatus> {
  const expired = linkExpired(db, now);
  const [row] = (await db('mail_outbox').select(
    db.raw('count(*) filter (where sent_at is null and failed_at is null) as pending'),
    db.raw('count(*) filter (where sent_at is null and failed_at is null and attempts > 0) as retrying'),
    db.raw('count(*) filter (where sent_at is null and failed_at is not null and not ?) as failed', [
      expired,
    ]),
    db.raw('count(*) filter (where sent_at is null and failed_at is not null and ?) as expired', [expired]),
    db.raw(`count(*) filter (where sent_at > now() - interval '1 day') as sent_last_day`),
    db.raw('min(created_at) filter (where sent_at is null and failed_at is null) as oldest_pending_at'),
  )) as Record<string, unknown>[];
  const digests = (await db('mail_deliveries')
    .where({ kind: 'digest' })
    .groupBy('period')
    .orderBy('period', 'desc')
    .limit(8)
    .select('period')
    .count({ mails: '*' })) as { period: string; mails: unknown }[];
  return {
    pending: n(row?.pending),
    retrying: n(row?.retrying),
    failed: n(row?.failed),
    expired: n(row?.expired),
    sentLastDay: n(row?.sentLastDay),
    oldestPendingAt: row?.oldestPendingAt ? new Date(row.oldestPendingAt as string) : null,
    digests: digests.map((d) => ({ week: d.period, mails: n(d.mails) })),
  };
}

export interface FailedMail {
  id: string;
  template: string;
  /** The address with its local part hidden: enough to recognise it, not a contact list. */
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  failedAt: Date;
}

/** Failed mails an operator can send again: not those whose link expired. */
export async function failedMails(db: Knex, now?: Date): Promise<FailedMail[]> {
  const rows = (await db('mail_outbox')
    .whereNull('sentAt')
    .whereNotNull('failedAt')
    .whereRaw('not ?', [linkExpired(db, now)])
    .orderBy('id')
    .select('id', 'template', 'toAddress', 'subject', 'attempts', 'lastError', 'failedAt')) as {
    id: string | number;
    template: string;
    toAddress: string;
    subject: string;
    attempts: number;
    lastError: string | null;
    failedAt: Date | string;
  }[];
  return rows.map((r) => ({
    id: String(r.id),
    template: r.template,
    to: maskAddress(r.toAddress),
    subject: r.subject,
    attempts: r.attempts,
    lastError: r.lastError,
    failedAt: new Date(r.failedAt),
  }));
}

/**
 * Gives failed mails a fresh set of attempts, due now; the running sender picks them up. Returns how many
 * were failed (an unknown id or a mail that is not failed counts 0). Not retried:
 * - a mail whose link has expired: it would only deliver a dead link, its recipient asks for a new one;
 * - a digest to an account that has since left the weekly mail (switched off, locked, unverified): the
 *   account said no after it failed;
 * - a deletion confirmation: given up on, it was redacted (mail-redaction), and has no address left.
 */
export async function retryFailed(db: Knex, id: string | 'all', now?: Date): Promise<number> {
  // The database's clock, as the sender's; tests give the clock they moved the sender's to.
  const current = now ? db.raw('?::timestamptz', [now.toISOString()]) : db.fn.now();
  const stillSubscribed = db('accounts')
    .select(db.raw('1'))
    .whereRaw('accounts.id = mail_outbox.account_id')
    .whereNotNull('accounts.verifiedAt')
    .where({ 'accounts.locked': false, 'accounts.weeklyJobUpdate': true });
  const query = db('mail_outbox')
    .whereNull('sentAt')
    .whereNotNull('failedAt')
    .where((q) => q.whereNull('sendBefore').orWhere('sendBefore', '>', current))
    .where((q) => q.whereNot('template', WEEKLY_DIGEST_TEMPLATE).orWhereExists(stillSubscribed))
    .whereNot('template', ACCOUNT_DELETED_TEMPLATE);
  if (id !== 'all') query.where({ id });
  return query.update({ attempts: 0, failedAt: null, nextAttemptAt: db.fn.now() });
}
