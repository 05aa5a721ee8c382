import type { Logger } from '../logger/logger';
import { registerLagSource } from '../metrics/event-metrics';
import { type MetricsServer, startMetricsServer } from '../metrics/metrics-server';
import type { EventLog, SubscribeOptions, Subscription } from './event-log';

export interface RunnerOptions {
  eventLog: EventLog;
  consumers: SubscribeOptions[];
  logger: Logger;
  /**
   * Signals that stop the consumers gracefully. A standalone service passes the default; inside the API
   * process the server's own shutdown calls stop() before it closes the database, so it passes false.
   */
  signals?: NodeJS.Signals[] | false;
  /** Serve `GET /metrics` on this port (0: any free one); the API process mounts the registry itself. */
  metricsPort?: number;
  metricsHost?: string;
}

export interface RunningConsumers {
  /** Each consumer finishes its batch and stores its checkpoint; then the metrics endpoint closes. */
  stop(): Promise<void>;
  /** Settles once every consumer has ended: after stop(), or rejected when one of them failed for good. */
  done: Promise<void>;
  metricsPort: number | undefined;
}

/** Runs the consumers of one service (indexer, matcher, mailer, live fan-out) with shutdown and metrics. */
export async function runConsumers(options: RunnerOptions): Promise<RunningConsumers> {
  const { eventLog, logger } = options;
  const unregisterLag = registerLagSource(async () =>
    (await eventLog.lag()).filter((l) => options.consumers.some((c) => c.group === l.group)),
  );
  let metrics: MetricsServer | undefined;
  const subscriptions: Subscription[] = [];
  try {
    if (options.metricsPort !== undefined) {
      metrics = await startMetricsServer(options.metricsPort, options.metricsHost);
    }
    for (const consumer of options.consumers) {
      subscriptions.push(await eventLog.subscribe(consumer));
      logger.info({ group: consumer.group, bus: eventLog.kind }, 'event consumer started');
    }
  } catch (error) {
    await Promise.all(subscriptions.map((s) => s.stop()));
    await metrics?.close();
    unregisterLag();
    throw error;
  }

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await Promise.all(subscriptions.map((s) => s.stop()));
      await metrics?.close();
      unregisterLag();
      logger.info('event consumers stopped, checkpoints stored');
    })());

  const signals = options.signals === false ? [] : (options.signals ?? ['SIGTERM', 'SIGINT']);
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'stopping event consumers');
    void stop();
  };
  for (const signal of signals) process.once(signal, onSignal);

  const done = (async () => {
    try {
      // Subscriptions end on stop(); one failing for good stops the others, so the service exits and its
      // supervisor restarts it.
      await Promise.all(subscriptions.map((s) => s.done));
    } catch (error) {
      logger.error({ err: error }, 'event consumer failed');
      await stop();
      throw error;
    } finally {
      for (const signal of signals) process.off(signal, onSignal);
    }
    await stop();
  })();
  done.catch(() => undefined);
  return { stop, done, metricsPort: metrics?.port };
}
