import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger/logger';
import { openTestDatabase, type TestDatabase } from '../testing/test-databases';
import { runConsumers } from './consumer-runner';
import { createPgEventLog, type PgEventLog } from './pg/pg-event-log';
import { appendCommitted, clubUpdated, recorder, waitFor } from './testing/event-log-testing';

const logger = createLogger({ level: 'silent' });

describe('consumer runner', () => {
  let t: TestDatabase;
  let log: PgEventLog;
  beforeAll(async () => {
    t = await openTestDatabase('pglite');
    log = await createPgEventLog(t.db);
  });
  afterAll(async () => {
    await log?.close();
    await t?.close();
  });

  it('runs the consumers of a service and serves their metrics until stopped', async () => {
    const indexer = recorder();
    const matcher = recorder();
    const runner = await runConsumers({
      eventLog: log,
      logger,
      signals: false,
      metricsPort: 0,
      metricsHost: '127.0.0.1',
      consumers: [
        { group: 'runner-indexer', handler: indexer.handler },
        { group: 'runner-matcher', handler: matcher.handler, types: ['job.published'] },
      ],
    });
    await appendCommitted(log, t.db, [clubUpdated('r1', 1)]);
    await waitFor('the indexer', () => indexer.seen.length === 1);
    await waitFor('both checkpoints', async () => (await log.lag()).every((l) => l.lag === 0));
    expect(matcher.seen).toEqual([]);

    const metrics = await (await fetch(`http://127.0.0.1:${runner.metricsPort}/metrics`)).text();
    expect(metrics).toContain('anpfiff_event_consumer_lag{group="runner-indexer"} 0');
    expect(metrics).toContain('anpfiff_event_consumer_lag{group="runner-matcher"} 0');
    expect(metrics).toContain('anpfiff_events_processed_total{group="runner-indexer"} 1');
    expect((await fetch(`http://127.0.0.1:${runner.metricsPort}/other`)).status).toBe(404);

    await runner.stop();
    await runner.done;
    await expect(fetch(`http://127.0.0.1:${runner.metricsPort}/metrics`)).rejects.toThrow();
    expect((await log.lag()).every((l) => !l.active)).toBe(true);
  });

  it('refuses to start with a consumer it cannot subscribe, and leaves nothing running', async () => {
    await expect(
      runConsumers({
        eventLog: log,
        logger,
        signals: false,
        consumers: [
          { group: 'runner-ok', handler: async () => undefined },
          { group: 'Kein Gruppenname!', handler: async () => undefined },
        ],
      }),
    ).rejects.toThrow(/Ungültige Consumer-Gruppe "Kein Gruppenname!"/);
    await waitFor('the first consumer to leave', async () => {
      const ok = (await log.lag()).find((l) => l.group === 'runner-ok');
      return ok?.active === false;
    });
  });
});
