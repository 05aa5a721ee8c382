import { runConsumers, type RunningConsumers } from '@anpfiff/core/events/consumer-runner';
import { createPgEventLog, type PgEventLog } from '@anpfiff/core/events/pg/pg-event-log';
import { appendCommitted, clubUpdated, waitFor } from '@anpfiff/core/events/testing/event-log-testing';
import { createLogger } from '@anpfiff/core/logger/logger';
import { openTestDatabase, type TestDatabase } from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';

describe('GET /metrics', () => {
  let t: TestDatabase;
  let app: TestApp;
  let log: PgEventLog;
  let consumers: RunningConsumers;
  let handled = 0;

  beforeAll(async () => {
    t = await openTestDatabase('pglite');
    app = await startTestApp(t.db);
    log = await createPgEventLog(t.db);
    consumers = await runConsumers({
      eventLog: log,
      logger: createLogger({ level: 'silent' }),
      signals: false,
      consumers: [
        {
          group: 'metrics-route',
          retry: { attempts: 1 },
          handler: async (event) => {
            handled += 1;
            if (event.aggregateId === 'kaputt') throw new Error('kaputt');
          },
        },
      ],
    });
  });
  afterAll(async () => {
    await consumers?.stop();
    await log?.close();
    await app?.close();
    await t?.close();
  });

  it('exposes lag, processed and failed events per consumer group in the Prometheus format', async () => {
    await appendCommitted(log, t.db, [
      clubUpdated('ok-1', 1),
      clubUpdated('kaputt', 1),
      clubUpdated('ok-2', 1),
    ]);
    await waitFor('three deliveries', () => handled === 3);
    await waitFor('the checkpoint', async () => (await log.lag())[0]?.lag === 0);

    const res = await app.request('GET', '/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('anpfiff_events_processed_total{group="metrics-route"} 2');
    expect(res.text).toContain('anpfiff_events_failed_total{group="metrics-route"} 1');
    expect(res.text).toContain('anpfiff_event_consumer_lag{group="metrics-route"} 0');
    expect(res.text).toContain('anpfiff_process_cpu_user_seconds_total');
  });

  // The proxy blocks exactly these spellings (deploy/Caddyfile); the app must not serve another one.
  it.each(['/metrics/', '/METRICS', '/Metrics', '/Metrics/', '/metrics/x', '/mEtRiCs//'])(
    'answers %s with 404, not the metrics',
    async (spelling) => {
      const res = await app.request('GET', spelling);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ message: 'Nicht gefunden' });
      expect(res.text).not.toContain('anpfiff_');
    },
  );

  it('serves /metrics with a query string, which is not part of the path', async () => {
    const res = await app.request('GET', '/metrics?name=x');
    expect(res.status).toBe(200);
    expect(res.text).toContain('anpfiff_process_cpu_user_seconds_total');
  });
});
