import { AGGREGATE_TYPES } from '@anpfiff/schemas/events/domain-event';
import { type Admin, Kafka, type logCreator, logLevel } from 'kafkajs';
import type { KafkaConfig } from '../../config/config';
import type { Logger } from '../../logger/logger';
import { topicFor } from './kafka-mapping';

export class EventBusUnavailableError extends Error {
  constructor(
    brokers: string[],
    cause: unknown,
    message = `Kafka auf ${brokers.join(', ')} ist nicht erreichbar (EVENT_BUS=kafka): ` +
      `${cause instanceof Error ? cause.message : String(cause)}. KAFKA_BROKERS prüfen und ob die Broker laufen.`,
  ) {
    super(message, { cause });
    this.name = 'EventBusUnavailableError';
  }
}

/**
 * The brokers answered but refused what the start asked of them, e.g. KAFKA_REPLICATION_FACTOR=3 on a
 * one-broker cluster: their reason, rather than sending the operator to check KAFKA_BROKERS.
 */
export class EventBusRefusedError extends EventBusUnavailableError {
  constructor(brokers: string[], config: KafkaConfig, cause: unknown) {
    super(
      brokers,
      cause,
      `Kafka auf ${brokers.join(', ')} lehnt das Einrichten des Event-Logs ab (EVENT_BUS=kafka): ${refusal(cause)}. ` +
        `KAFKA_REPLICATION_FACTOR=${config.replicationFactor} (höchstens die Zahl der Broker) und ` +
        `KAFKA_TOPIC_PARTITIONS=${config.topicPartitions} prüfen.`,
    );
    this.name = 'EventBusRefusedError';
  }
}

/** kafkajs nests the broker's answers: retries wrap their cause, topic creation aggregates one per topic. */
function nested(error: unknown): unknown[] {
  if (!(error instanceof Error)) return [];
  const errors = (error as { errors?: unknown }).errors;
  return [
    ...(Array.isArray(errors) ? errors : []),
    ...(error.cause && error.cause !== error ? [error.cause] : []),
  ];
}

/**
 * By name: kafkajs is CommonJS and exports its error classes by spreading an object, which Node's ESM
 * import cannot see as named exports; every class sets its own name (subclasses included).
 */
const CONNECTION_FAILURES = new Set([
  'KafkaJSConnectionError',
  'KafkaJSConnectionClosedError',
  'KafkaJSRequestTimeoutError',
  'KafkaJSBrokerNotFound',
  'KafkaJSNoBrokerAvailableError',
]);

function isConnectionFailure(error: unknown): boolean {
  return (
    (error instanceof Error && CONNECTION_FAILURES.has(error.name)) || nested(error).some(isConnectionFailure)
  );
}

/** The broker's reasons, once each (every topic reports the same one), with kafkajs's error type. */
function refusal(error: unknown): string {
  const inner = nested(error);
  if (inner.length) return [...new Set(inner.map(refusal))].join('; ');
  if (!(error instanceof Error)) return String(error);
  const type = (error as { type?: unknown }).type;
  return typeof type === 'string' ? `${error.message} (${type})` : error.message;
}

/** What a failed start is: unreachable brokers, or brokers that answered with a refusal. */
export function kafkaStartError(config: KafkaConfig, error: unknown): EventBusUnavailableError {
  if (error instanceof EventBusUnavailableError) return error;
  return isConnectionFailure(error)
    ? new EventBusUnavailableError(config.brokers, error)
    : new EventBusRefusedError(config.brokers, config, error);
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
 * and replication. A broker that cannot be reached, or refuses, is a startup error naming which of the two
 * it is, never a fallback to the embedded log.
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
    throw kafkaStartError(config, error);
  }
  return { kafka, admin };
}
