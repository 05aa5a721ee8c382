import type { Config } from '@anpfiff/core/config/config';
import { byAggregateRead } from '@anpfiff/core/events/coalesce';
import type { EventHandler, SubscribeOptions } from '@anpfiff/core/events/event-log';
import type { EventType } from '@anpfiff/schemas/events/domain-event';
import { pendingDigestTrigger } from './digest/digest-runs';
import { ISO_WEEK } from './digest/iso-week';
import { runDigest } from './digest/run-digest';
import { confirmDeletion } from './recipients/account-deleted';
import { refreshRecipient } from './recipients/mail-recipients';

/** Keeps the recipient directory and sends the deletion confirmations, in log order. */
export const MAILER_GROUP = 'mailer';
/** The weekly digest: its own group, so a long digest run never delays a deletion mail. */
export const DIGEST_GROUP = 'mailer-digest';

const RECIPIENT_EVENTS: readonly EventType[] = [
  'account.registered',
  'account.verified',
  'account.updated',
  'account.deleted',
  'club.updated',
  'person.updated',
];

export interface MailerDeps {
  config: Pick<Config, 'sites'> & { mail: Pick<Config['mail'], 'secret'> };
  /** Wakes the outbox sender once mails were queued. */
  wake?: () => void;
  logger?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export function recipientsHandler({ config, wake }: MailerDeps): EventHandler {
  return async (event, { db }) => {
    if (event.type !== 'account.deleted') return refreshRecipient(db, event);
    if (await confirmDeletion(db, event, config.sites)) wake?.();
  };
}

export function digestHandler({ config, wake, logger }: MailerDeps): EventHandler {
  // loadConfig refuses production without MAIL_SECRET at start, with the other problems, before migrations.
  const secret = config.mail.secret;
  return async (event, { db }) => {
    const week = event.aggregateId;
    if (!ISO_WEEK.test(week)) {
      logger?.warn({ offset: event.offset, week }, 'digest trigger without a valid week, skipped');
      return;
    }
    const result = await runDigest(db, {
      week,
      until: event.occurredAt,
      sites: config.sites,
      secret,
      onBatch: () => wake?.(),
    });
    logger?.info({ week, ...result }, 'weekly digest queued');
  };
}

/**
 * The mailer's consumer groups. The directory starts at the beginning of the log (it re-reads current
 * rows, so old events of since-deleted accounts leave nothing behind; a deletion's confirmation goes to the
 * address the deletion itself left in `mail_recipients`). The digest group
 * starts just before the oldest trigger whose run has not finished (`npm run mail -- digest` before the
 * mailer first ran), else at the end: a mailer deployed today does not send the digests of past weeks.
 */
export function mailerConsumers(deps: MailerDeps): SubscribeOptions[] {
  return [
    {
      group: MAILER_GROUP,
      handler: recipientsHandler(deps),
      types: RECIPIENT_EVENTS,
      startAt: 'beginning',
      // A deletion's confirmation is sent for its own event; every other event re-reads the address.
      coalesce: byAggregateRead,
    },
    {
      group: DIGEST_GROUP,
      handler: digestHandler(deps),
      types: ['digest.weekly-triggered'],
      startAt: { pending: pendingDigestTrigger },
      batchSize: 1,
    },
  ];
}
