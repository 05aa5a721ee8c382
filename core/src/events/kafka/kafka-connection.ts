import { AGGREGATE_TYPES } from '@anpfiff/schemas/events/domain-event';
import { type Admin, Kafka, type logCreator, logLevel } from 'kafkajs';
import type { KafkaConfig } from '../../config/config';
import type { Logger } from '../../logger/logger';
import { topicFor } from './kafka-mapping';

export class EventBusUnavailableError extends Error {
  constructor(brokers: string[], cause: unknown) {
    super(
      `Cannot reach Kafka at ${brokers.join(', ')} (EVENT_BUS=kafka): ` +
        `${cause instanceof Error ? cause.message : String(cause)}. Check KAFKA_BROKERS and that the brokers run.`,
    );
    this.name = 'EventBusUnavailableError';
  }
}

/** kafkajs logs through our pino logger (or not at all), never straight to the console. */
function bridge(logger: Logger | undefined): logCreator {
  return () =>
    ({ namespace, level, log }) => {
      if (!logger) return;
      const { message, ...extra } = log;
      const fields = { kafka: namespace, ...extra };
      if (level === logLevel.ERROR) logger.error(fields, message);
      else if (level === logLevel.WARN) logger.warn(fields, message);
      else logger.debug(fields, message);
    };
}

export interface KafkaConnection {
  kafka: Kafka;
  admin: Admin;
}

export interface ConnectOptions {
  config: KafkaConfig;
  logger?: Logger;
  topicPrefix: string;
  /** Milliseconds to wait for a broker; kept short so a wrong KAFKA_BROKERS fails the start quickly. */
  connectionTimeoutMs?: number;
}

/**
 * Connects the admin client and makes sure every aggregate's topic exists with the configured partitions
 * and replication. A broker that cannot be reached is a startup error, never a fallback to the embedded log.
 */
export async function connectKafka(options: ConnectOptions): Promise<KafkaConnection> {
  const { config, logger } = options;
  const kafka = new Kafka({
    clientId: config.clientId,
    brokers: config.brokers,
    connectionTimeout: options.connectionTimeoutMs ?? 3_000,
    retry: { retries: 3, initialRetryTime: 200, maxRetryTime: 2_000 },
    logLevel: logLevel.WARN,
    logCreator: bridge(logger),
  });
  const admin = kafka.admin();
  try {
    await admin.connect();
    await admin.createTopics({
      waitForLeaders: true,
      topics: AGGREGATE_TYPES.map((aggregate) => ({
        topic: topicFor(aggregate, options.topicPrefix),
        numPartitions: config.topicPartitions,
        replicationFactor: config.replicationFactor,
      })),
    });
  } catch (error) {
    await admin.disconnect().catch(() => undefined);
    throw new EventBusUnavailableError(config.brokers, error);
  }
  return { kafka, admin };
}
