import type { Knex } from 'knex';
import type { Admin, Kafka, Producer } from 'kafkajs';
import type { KafkaConfig } from '../../config/config';
import type { Logger } from '../../logger/logger';
import { appendEvent } from '../append-event';
import {
  assertGroupName,
  type DeadLetter,
  type DeadLetterFilter,
  type EventLog,
  type GroupLag,
  type LogHead,
  type ReplayFrom,
  type ReplayPlan,
  type SubscribeOptions,
  type Subscription,
  type TailedEvent,
  type TailOptions,
} from '../event-log';
import { findGroup } from '../outbox/checkpoint-store';
import { countOpen, listDeadLetters, requestRedrive } from '../outbox/dead-letter-store';
import { countAfter } from '../outbox/event-reader';
import { type LogSession, openLogSession } from '../outbox/log-session';
import { logHead, tailLog } from '../outbox/outbox-operations';
import { connectKafka, EventBusUnavailableError } from './kafka-connection';
import { subscribeKafka } from './kafka-consumer';
import { DEFAULT_TOPIC_PREFIX, topicsFor } from './kafka-mapping';
import { applyKafkaReplay, GroupRunningError, kafkaLag, planKafkaReplay } from './kafka-offsets';
import { RELAY_GROUP, startOutboxRelay } from './outbox-relay';

export interface KafkaEventLogOptions {
  config: KafkaConfig;
  logger?: Logger;
  /** Run the outbox relay in this process (services do; the operations CLI does not). */
  relay?: boolean;
  topicPrefix?: string;
  pollIntervalMs?: number;
  connectionTimeoutMs?: number;
}

/**
 * The distributed event log: commands still append to the `events` table (the outbox), the relay
 * publishes it to one topic per aggregate type, and consumers are Kafka consumer groups. Dead letters,
 * tail and the relay's position stay in Postgres, the source of truth.
 */
export async function createKafkaEventLog(db: Knex, options: KafkaEventLogOptions): Promise<KafkaEventLog> {
  const topicPrefix = options.topicPrefix ?? DEFAULT_TOPIC_PREFIX;
  const { kafka, admin } = await connectKafka({ ...options, topicPrefix });
  const producer = kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    allowAutoTopicCreation: false,
  });
  let session: LogSession | undefined;
  try {
    await producer.connect();
    session = await openLogSession(db, { logger: options.logger });
    const relay =
      options.relay === false
        ? undefined
        : await startOutboxRelay({
            db,
            session,
            producer,
            topicPrefix,
            pollIntervalMs: options.pollIntervalMs ?? 250,
            logger: options.logger,
          });
    return new KafkaEventLog(db, {
      kafka,
      admin,
      producer,
      session,
      relay,
      topicPrefix,
      logger: options.logger,
    });
  } catch (error) {
    await session?.close();
    await producer.disconnect().catch(() => undefined);
    await admin.disconnect().catch(() => undefined);
    throw error instanceof EventBusUnavailableError
      ? error
      : new EventBusUnavailableError(options.config.brokers, error);
  }
}

interface Parts {
  kafka: Kafka;
  admin: Admin;
  producer: Producer;
  session: LogSession;
  relay: Subscription | undefined;
  topicPrefix: string;
  logger: Logger | undefined;
}

export class KafkaEventLog implements EventLog {
  readonly kind = 'kafka';
  private readonly subscriptions = new Set<Subscription>();
  private readonly topics: string[];

  constructor(
    readonly db: Knex,
    private readonly parts: Parts,
  ) {
    this.topics = topicsFor(undefined, parts.topicPrefix);
  }

  append(trx: Knex.Transaction, event: Parameters<typeof appendEvent>[1]): Promise<string> {
    return appendEvent(trx, event);
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    assertGroupName(options.group);
    const { kafka, admin, session, topicPrefix, logger } = this.parts;
    const subscription = await subscribeKafka(
      { kafka, admin, db: this.db, session, topicPrefix, logger },
      options,
    );
    this.subscriptions.add(subscription);
    return {
      group: subscription.group,
      done: subscription.done,
      stop: async () => {
        await subscription.stop();
        this.subscriptions.delete(subscription);
      },
    };
  }

  async planReplay(group: string, from: ReplayFrom): Promise<ReplayPlan> {
    return (await planKafkaReplay(this.parts.admin, this.db, group, from, this.topics)).plan;
  }

  async replay(group: string, from: ReplayFrom): Promise<ReplayPlan> {
    const { plan, targets } = await planKafkaReplay(this.parts.admin, this.db, group, from, this.topics);
    if (plan.active) throw new GroupRunningError(group);
    await applyKafkaReplay(this.parts.admin, group, targets);
    return plan;
  }

  async lag(): Promise<GroupLag[]> {
    const [groups, open, relay] = await Promise.all([
      kafkaLag(this.parts.admin, this.topics),
      countOpen(this.db),
      findGroup(this.db, RELAY_GROUP),
    ]);
    const lags: GroupLag[] = groups.map((g) => ({
      group: g.group,
      offset: null,
      lag: g.lag,
      deadLetters: open.get(g.group) ?? 0,
      active: g.active,
      lastSeenAt: null,
    }));
    if (relay) {
      // The relay is the first hop: events it has not published yet are lag for every group.
      lags.unshift({
        group: RELAY_GROUP,
        offset: relay.position.offset === '0' ? null : relay.position.offset,
        lag: await countAfter(this.db, relay.position),
        deadLetters: 0,
        active: relay.active,
        lastSeenAt: relay.heartbeatAt,
      });
    }
    return lags;
  }

  head(): Promise<LogHead> {
    return logHead(this.db);
  }

  tail(options: TailOptions): AsyncIterable<TailedEvent> {
    return tailLog(this.db, this.parts.session, options);
  }

  deadLetters(filter?: DeadLetterFilter): Promise<DeadLetter[]> {
    return listDeadLetters(this.db, filter);
  }

  redrive(filter?: DeadLetterFilter): Promise<number> {
    return requestRedrive(this.db, filter);
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.parts.relay?.stop();
    await this.parts.producer.disconnect();
    await this.parts.admin.disconnect();
    await this.parts.session.close();
  }
}
