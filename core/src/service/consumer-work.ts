import { runConsumers } from '../events/consumer-runner';
import { createEventLog } from '../events/create-event-log';
import type { SubscribeOptions } from '../events/event-log';
import type { RunningWork, ServiceContext } from './start-service';

/**
 * Consumer groups on the configured event log as a service's work. Several processes of one service may
 * run: the embedded log lets one member of a group work at a time (the others stand by), Kafka spreads
 * the partitions over them.
 */
export async function consumerWork(
  context: ServiceContext,
  consumers: SubscribeOptions[],
): Promise<RunningWork> {
  const { config, db, logger } = context;
  const eventLog = await createEventLog(config, db, { logger });
  let running;
  try {
    running = await runConsumers({ eventLog, consumers, logger, signals: false });
  } catch (error) {
    await eventLog.close();
    throw error;
  }
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await running.stop();
      await eventLog.close();
    })());
  const done = running.done.then(stop, async (error: unknown) => {
    await stop();
    throw error;
  });
  done.catch(() => undefined);
  return { stop, done };
}
