import type { Knex } from 'knex';
import type { Producer } from 'kafkajs';
import type { Logger } from '../../logger/logger';
import { retryDelay, sleep } from '../deliver';
import type { Subscription } from '../event-log';
import type { LogSession } from '../outbox/log-session';
import { startOutboxConsumer } from '../outbox/outbox-consumer';
import { toTopicMessages } from './kafka-mapping';

/** The relay keeps its position in `event_consumers` under this name, beside the embedded groups. */
export const RELAY_GROUP = 'kafka-outbox-relay';

const RELAY_RETRY = { attempts: Number.POSITIVE_INFINITY, initialDelayMs: 200, maxDelayMs: 10_000 };

export interface RelayOptions {
  db: Knex;
  session: LogSession;
  producer: Producer;
  topicPrefix: string;
  batchSize?: number;
  pollIntervalMs: number;
  lockRetryMs?: number;
  logger?: Logger;
}

/**
 * Publishes committed outbox rows to Kafka in log order and records how far it got. It is a member of an
 * embedded consumer group, so it inherits the commit-safe reading, the wake-ups and the one-relay-at-a-time
 * lock. A batch is checkpointed only after Kafka acknowledged all of it; a crash in between publishes the
 * batch again (the idempotent producer drops its own retries; consumers are idempotent for the rest). It
 * never skips an event: a batch Kafka refuses is retried until it goes through.
 */
export function startOutboxRelay(options: RelayOptions): Promise<Subscription> {
  const { producer, topicPrefix, logger } = options;
  return startOutboxConsumer({
    db: options.db,
    session: options.session,
    group: RELAY_GROUP,
    startAt: 'beginning',
    batchSize: options.batchSize ?? 500,
    pollIntervalMs: options.pollIntervalMs,
    lockRetryMs: options.lockRetryMs ?? 1_000,
    logger,
    process: async (batch, signal) => {
      for (let failures = 1; ; failures += 1) {
        try {
          // Stamped anew at every attempt: retention counts from the time a record actually got published.
          const topicMessages = toTopicMessages(
            batch.map((b) => b.event),
            topicPrefix,
          );
          await producer.sendBatch({ topicMessages, acks: -1 });
          return batch.length;
        } catch (error) {
          logger?.warn(
            { err: error, failures, first: batch[0]?.event.offset },
            'outbox relay cannot publish yet',
          );
          if (!(await sleep(retryDelay(RELAY_RETRY, failures), signal))) return 0;
        }
      }
    },
  });
}
