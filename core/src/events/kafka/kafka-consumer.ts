import type { Knex } from 'knex';
import type { Admin, Kafka } from 'kafkajs';
import type { Logger } from '../../logger/logger';
import { eventsCoalesced } from '../../metrics/event-metrics';
import { supersededInBatch } from '../coalesce';
import { deliver, retryPolicy } from '../deliver';
import type { SubscribeOptions, Subscription } from '../event-log';
import { park } from '../outbox/dead-letter-store';
import type { LogSession } from '../outbox/log-session';
import { fromKafkaMessage, topicsFor } from './kafka-mapping';
import { redriveRound } from './kafka-redrive';
import { inTurnPerCountry } from './turn-per-country';

export interface KafkaSubscribeDeps {
  kafka: Kafka;
  admin: Admin;
  db: Knex;
  /** Holds the lock that lets one member of the group at a time handle its redrives. */
  session: LogSession;
  topicPrefix: string;
  logger?: Logger;
}

/** A group that starts at the end gets its offsets set to the current ends before it first joins. */
async function startAtEnd(admin: Admin, group: string, topics: string[]): Promise<void> {
  const committed = await admin.fetchOffsets({ groupId: group, topics });
  if (committed.some((t) => t.partitions.some((p) => Number(p.offset) >= 0))) return;
  for (const topic of topics) {
    const ends = await admin.fetchTopicOffsets(topic);
    await admin.setOffsets({
      groupId: group,
      topic,
      partitions: ends.map((e) => ({ partition: e.partition, offset: e.high })),
    });
  }
}

/**
 * A member of a Kafka consumer group. Offsets are committed only for records whose handler finished or
 * whose event was parked as a dead letter, so a member that dies in between gets the record again.
 */
export async function subscribeKafka(
  deps: KafkaSubscribeDeps,
  options: SubscribeOptions,
): Promise<Subscription> {
  const { kafka, admin, db, session, logger } = deps;
  const { group } = options;
  const handler = inTurnPerCountry(db, group, options.handler);
  const policy = retryPolicy(options.retry);
  const types = options.types ? new Set<string>(options.types) : undefined;
  const topics = topicsFor(options.types, deps.topicPrefix);
  const abort = new AbortController();
  const signal = abort.signal;

  // A group with an event pending reads its topics from the beginning (see StartAt), else from their ends.
  const startAt = options.startAt ?? 'beginning';
  if (startAt === 'end' || (typeof startAt === 'object' && (await startAt.pending(db)) === null))
    await startAtEnd(admin, group, topics);
  const consumer = kafka.consumer({ groupId: group, allowAutoTopicCreation: false });
  await consumer.connect();
  await consumer.subscribe({ topics, fromBeginning: true });

  let failed: (error: unknown) => void = () => undefined;
  let ended: () => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => {
    ended = resolve;
    failed = reject;
  });
  done.catch(() => undefined);
  consumer.on(consumer.events.CRASH, ({ payload }) => {
    if (!payload.restart) failed(payload.error);
  });

  await consumer.run({
    eachBatchAutoResolve: false,
    eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
      const events = batch.messages.map((message) => {
        try {
          return fromKafkaMessage(message);
        } catch (error) {
          logger?.error(
            { err: error, group, topic: batch.topic, offset: message.offset },
            'skipping foreign record',
          );
          return undefined;
        }
      });
      const wanted = events.map((event) => (event && (!types || types.has(event.type)) ? event : undefined));
      const superseded = supersededInBatch(wanted, options.coalesce);
      for (const [index, message] of batch.messages.entries()) {
        // On shutdown or rebalance: stop after the record in hand; the committed offsets say where to go on.
        if (!isRunning() || isStale()) break;
        const event = wanted[index];
        if (superseded.has(index)) eventsCoalesced.inc({ group });
        else if (event) {
          const outcome = await deliver(event, {
            group,
            db,
            handler,
            policy,
            signal,
            // An outage is waited out in here, as long as it lasts: the member must stay in its group meanwhile.
            onRetry: () => void heartbeat().catch(() => undefined),
          });
          if (outcome.status === 'aborted') break;
          if (outcome.status === 'failed')
            await park(db, group, event.offset, outcome.attempts, outcome.error);
        }
        resolveOffset(message.offset);
        await heartbeat();
      }
    },
  });

  let redriving = false;
  const redrives = setInterval(() => {
    if (redriving) return;
    redriving = true;
    redriveRound(session, { db, group, handler, policy, signal })
      .catch((error: unknown) => logger?.warn({ err: error, group }, 'redrive failed'))
      .finally(() => (redriving = false));
  }, 1_000);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      clearInterval(redrives);
      abort.abort();
      // Waits for the batch in hand and commits the offsets it resolved.
      await consumer.disconnect();
      ended();
    })());
  return { group, done, stop };
}
