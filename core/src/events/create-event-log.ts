import type { Knex } from 'knex';
import type { Config } from '../config/config';
import type { Logger } from '../logger/logger';
import type { EventLog } from './event-log';
import { createPgEventLog } from './pg/pg-event-log';

export interface CreateEventLogOptions {
  logger?: Logger;
  /** Kafka mode: publish the outbox from this process. Services do; the operations CLI does not. */
  relay?: boolean;
}

/**
 * The event log the configuration asks for (EVENT_BUS). An adapter that cannot start is an error for the
 * caller to report at startup; there is no quiet fallback from Kafka to the embedded log.
 */
export async function createEventLog(
  config: Pick<Config, 'eventBus' | 'kafka'>,
  db: Knex,
  options: CreateEventLogOptions = {},
): Promise<EventLog> {
  if (config.eventBus === 'kafka') {
    // The Kafka client loads only when chosen: it adds to every embedded process's start.
    const { createKafkaEventLog } = await import('./kafka/kafka-event-log');
    return createKafkaEventLog(db, { config: config.kafka, logger: options.logger, relay: options.relay });
  }
  return createPgEventLog(db, { logger: options.logger });
}
