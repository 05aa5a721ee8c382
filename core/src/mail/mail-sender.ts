import type { Knex } from 'knex';
import { shortError } from './delivery-policy';
import { deliverDueMails, type MailLogger } from './mail-outbox';
import type { MailTransport } from './mail-transport';

export interface MailSenderOptions {
  db: Knex;
  transport: MailTransport;
  logger: MailLogger & { error(obj: object, msg: string): void; debug?(obj: object, msg: string): void };
  /** Poll interval: catches mails queued by other processes and retries that came due. */
  intervalMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  /** Mails sent at once within a batch; more than 1 pays off with a pooled SMTP transport. */
  concurrency?: number;
}

export interface MailSender {
  /** Deliver now rather than at the next poll; call it after a command that queued a mail committed. */
  wake(): void;
  /** Lets the mails already claimed be delivered and marked, then ends the loop. */
  stop(): Promise<void>;
}

/**
 * The delivery loop of one process. Several processes may each run one against the same database: the
 * outbox hands every mail to exactly one of them. Logs name subject and recipient domain only.
 */
export function startMailSender({
  db,
  transport,
  logger,
  intervalMs = 1000,
  batchSize = 20,
  maxAttempts,
  concurrency,
}: MailSenderOptions): MailSender {
  let stopping = false;
  // Set by wake() while a batch runs, so a mail queued meanwhile does not wait for the next poll.
  let woken = false;
  let interrupt: (() => void) | undefined;

  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, intervalMs);
      function done() {
        clearTimeout(timer);
        interrupt = undefined;
        resolve();
      }
      interrupt = done;
    });

  // Failing since (a database outage): said once when it starts and once when it ends, not at every poll.
  let failingSince: number | undefined;

  const loop = async () => {
    while (!stopping) {
      woken = false;
      try {
        // Batch after batch while full ones come back; returns once nothing more is due right now.
        await deliverDueMails(db, transport, {
          batchSize,
          logger,
          maxBatches: Infinity,
          keepClaiming: () => !stopping,
          ...(maxAttempts === undefined ? {} : { maxAttempts }),
          ...(concurrency === undefined ? {} : { concurrency }),
        });
        if (failingSince !== undefined) {
          logger.info({ failedForMs: Date.now() - failingSince }, 'mail delivery resumed');
          failingSince = undefined;
        }
      } catch (error) {
        // A database hiccup must not end the loop; the claimed mails come back after their lease.
        if (failingSince === undefined) {
          failingSince = Date.now();
          logger.error({ error: shortError(error) }, 'mail delivery failed');
        } else logger.debug?.({ error: shortError(error) }, 'mail delivery still failing');
      }
      if (!stopping && !woken) await pause();
    }
  };

  logger.info({ transport: transport.describe() }, 'mail sender started');
  const running = loop();

  return {
    wake() {
      woken = true;
      interrupt?.();
    },
    async stop() {
      stopping = true;
      interrupt?.();
      await running;
    },
  };
}
