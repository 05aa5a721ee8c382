import type { Config } from '@anpfiff/core/config/config';
import { type RunningConsumers, runConsumers } from '@anpfiff/core/events/consumer-runner';
import { byAggregateRead } from '@anpfiff/core/events/coalesce';
import { createEventLog } from '@anpfiff/core/events/create-event-log';
import type { EventLog, SubscribeOptions, Subscription } from '@anpfiff/core/events/event-log';
import type { Logger } from '@anpfiff/core/logger/logger';
import type { SearchEngine } from '@anpfiff/core/search/search-engine';
import type { Knex } from 'knex';
import { INDEXED_EVENT_TYPES, indexerHandler } from './indexer-handler';

/** The consumer group of the indexer: one checkpoint, shared by every indexer process. */
export const INDEXER_GROUP = 'indexer';

/**
 * The indexer as a consumer of the event log. A fresh group starts at the beginning of the log, so a new
 * database (or a new search cluster after `replay`) is filled from every event ever committed.
 */
export function indexerConsumer(engine: SearchEngine): SubscribeOptions {
  return {
    group: INDEXER_GROUP,
    handler: indexerHandler(engine),
    types: INDEXED_EVENT_TYPES,
    startAt: 'beginning',
    // Catching up, an account's registration and verification re-index its profile once.
    coalesce: byAggregateRead,
  };
}

export function startIndexer(eventLog: EventLog, engine: SearchEngine): Promise<Subscription> {
  return eventLog.subscribe(indexerConsumer(engine));
}

export interface IndexerRun {
  config: Pick<Config, 'eventBus' | 'kafka'>;
  db: Knex;
  engine: SearchEngine;
  logger: Logger;
  /** false inside the API process, whose own shutdown stops the indexer before it closes the database. */
  signals?: NodeJS.Signals[] | false;
  metricsPort?: number;
}

/** The indexer with its event log, as the API process (embedded mode) or the indexer service runs it. */
export async function runIndexer(run: IndexerRun): Promise<{ stop(): Promise<void>; done: Promise<void> }> {
  const eventLog = await createEventLog(run.config, run.db, { logger: run.logger });
  let consumers: RunningConsumers;
  try {
    consumers = await runConsumers({
      eventLog,
      consumers: [indexerConsumer(run.engine)],
      logger: run.logger,
      signals: run.signals,
      ...(run.metricsPort !== undefined ? { metricsPort: run.metricsPort } : {}),
    });
  } catch (error) {
    await eventLog.close();
    throw error;
  }
  const closeLog = async () => {
    await consumers.stop();
    await eventLog.close();
  };
  let stopping: Promise<void> | undefined;
  const stop = () => (stopping ??= closeLog());
  const done = consumers.done.finally(() => stop());
  done.catch(() => undefined);
  return { stop, done };
}
