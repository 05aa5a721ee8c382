/**
 * A consumer in a process of its own, for the tests that need a real process death or a real SIGTERM.
 * FIXTURE_DB: a PGlite data directory or a postgres:// URL. FIXTURE_MODE: `crash` (dies right after the
 * handler for aggregate FIXTURE_CRASH_ON committed its effect, before the checkpoint) or `sigterm` (a slow
 * handler under the consumer runner, which the test stops with SIGTERM).
 */
import { createKnex, type DatabaseTarget } from '../../db/create-knex';
import { createLogger } from '../../logger/logger';
import { runConsumers } from '../consumer-runner';
import type { EventHandler } from '../event-log';
import { createPgEventLog } from '../pg/pg-event-log';
import { effectHandler } from './crash-effect';

const location = process.env.FIXTURE_DB ?? '';
const target: DatabaseTarget = location.startsWith('postgres')
  ? { kind: 'postgres', url: location }
  : { kind: 'pglite', dataDir: location };
const db = createKnex(target);
const log = await createPgEventLog(db, { pollIntervalMs: 20 });
const group = process.env.FIXTURE_GROUP ?? 'fixture';
const batchSize = Number(process.env.FIXTURE_BATCH_SIZE ?? 10);

if (process.env.FIXTURE_MODE === 'crash') {
  const crashOn = process.env.FIXTURE_CRASH_ON;
  const handler: EventHandler = async (event, context) => {
    await effectHandler(event, context);
    // The effect is committed, the checkpoint is not: the worst moment to die.
    if (event.aggregateId === crashOn) process.exit(75);
  };
  await log.subscribe({ group, handler, batchSize });
} else {
  let announced = false;
  const handler: EventHandler = async (event, context) => {
    if (!announced) {
      announced = true;
      process.stdout.write('FIXTURE handling\n');
    }
    await effectHandler(event, context);
    await new Promise((resolve) => setTimeout(resolve, 100));
  };
  const runner = await runConsumers({
    eventLog: log,
    consumers: [{ group, handler, batchSize }],
    logger: createLogger({ level: 'silent' }),
  });
  await runner.done;
  await log.close();
  await db.destroy();
  process.stdout.write('FIXTURE stopped\n');
  process.exit(0);
}
