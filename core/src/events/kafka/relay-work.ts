import type { Producer } from 'kafkajs';
import { registerLagSource } from '../../metrics/event-metrics';
import type { RunningWork, ServiceContext } from '../../service/start-service';
import { findGroup } from '../outbox/checkpoint-store';
import { countAfter } from '../outbox/event-reader';
import { type LogSession, openLogSession } from '../outbox/log-session';
import { connectKafka, EventBusUnavailableError } from './kafka-connection';
import { DEFAULT_TOPIC_PREFIX } from './kafka-mapping';
import { RELAY_GROUP, startOutboxRelay } from './outbox-relay';

/**
 * The outbox relay alone, as the relay service runs it: publishes committed `events` rows to Kafka. Any
 * number may run; the relay group's lock lets one publish at a time and a standby takes over when it dies.
 * Its lag (events committed but not yet on Kafka) is the first hop of every consumer's lag.
 */
export async function relayWork({ config, db, logger }: ServiceContext): Promise<RunningWork> {
  const { kafka, admin } = await connectKafka({
    config: config.kafka,
    logger,
    topicPrefix: DEFAULT_TOPIC_PREFIX,
  });
  // The same producer settings as every Kafka-mode process: idempotent, in order, topics made at connect.
  const producer: Producer = kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    allowAutoTopicCreation: false,
  });
  let session: LogSession | undefined;
  let relay;
  try {
    await producer.connect();
    session = await openLogSession(db, { logger });
    relay = await startOutboxRelay({
      db,
      session,
      producer,
      topicPrefix: DEFAULT_TOPIC_PREFIX,
      pollIntervalMs: 250,
      logger,
    });
  } catch (error) {
    await session?.close();
    await producer.disconnect().catch(() => undefined);
    await admin.disconnect().catch(() => undefined);
    throw error instanceof EventBusUnavailableError
      ? error
      : new EventBusUnavailableError(config.kafka.brokers, error);
  }
  const unregisterLag = registerLagSource(async () => {
    const group = await findGroup(db, RELAY_GROUP);
    return group ? [{ group: RELAY_GROUP, lag: await countAfter(db, group.position) }] : [];
  });
  const logSession = session;
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // The batch in hand is acknowledged by Kafka and checkpointed before the producer goes.
      await relay.stop();
      unregisterLag();
      await producer.disconnect();
      await admin.disconnect();
      await logSession.close();
    })());
  const done = relay.done.then(stop, async (error: unknown) => {
    await stop();
    throw error;
  });
  done.catch(() => undefined);
  return { stop, done };
}
