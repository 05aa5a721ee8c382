import net from 'node:net';
import { loadConfig } from '@anpfiff/core/config/config';
import { createKnex } from '@anpfiff/core/db/create-knex';
import { migrateToLatest } from '@anpfiff/core/db/migrate';
import { createScratchPostgres } from '@anpfiff/core/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { freePort } from '../src/support/server-process';
import { probe, startProcess, waitFor } from './service-process';

const SERVICES = [
  ['indexer', 'indexer/src/main.ts'],
  ['matcher', 'matcher/src/main.ts'],
  ['mailer', 'mailer/src/main.ts'],
  ['relay', 'core/src/events/kafka/relay-main.ts'],
] as const;

async function exitOf(name: string, entry: string, env: Record<string, string>) {
  const service = startProcess(name, entry, env);
  return {
    code: await new Promise<number | null>((r) => service.child.once('exit', r)),
    output: service.output,
  };
}

describe('a service started on its own', () => {
  it.each(SERVICES)('%s refuses the embedded database, naming DATABASE_URL', async (name, entry) => {
    const { code, output } = await exitOf(name, entry, {
      DATABASE_URL: '',
      // Kafka without DATABASE_URL is refused by the configuration already (core/src/config/config.test.ts).
      EVENT_BUS: 'pg',
    });
    expect(code).toBe(1);
    expect(output()).toContain(
      `DATABASE_URL: fehlt; der Dienst ${name} braucht als eigener Prozess einen PostgreSQL-Server`,
    );
  });

  it('API_WORKERS=separate without a shared PostgreSQL server is a configuration error', () => {
    expect(() => loadConfig({ API_WORKERS: 'separate' })).toThrow(
      /API_WORKERS: separate Dienste brauchen einen PostgreSQL-Server, den sie teilen: DATABASE_URL setzen/,
    );
    expect(loadConfig({ API_WORKERS: 'separate', DATABASE_URL: 'postgres://db/anpfiff' }).apiWorkers).toBe(
      'separate',
    );
    expect(loadConfig({}).apiWorkers).toBe('in-process');
    expect(
      loadConfig({ EVENT_BUS: 'kafka', KAFKA_BROKERS: 'k:9092', DATABASE_URL: 'postgres://db/anpfiff' })
        .apiWorkers,
    ).toBe('separate');
  });
});

const SKIP_REASON = process.env.TEST_DATABASE_URL
  ? undefined
  : 'Service start tests on PostgreSQL skipped: TEST_DATABASE_URL is not set.';
if (SKIP_REASON) console.info(SKIP_REASON);

describe.skipIf(SKIP_REASON !== undefined)('a service on PostgreSQL', () => {
  it('waits with 503 for the API to migrate, and stops cleanly on SIGTERM while it waits', async () => {
    const scratch = await createScratchPostgres();
    const port = await freePort();
    const matcher = startProcess('matcher', 'matcher/src/main.ts', {
      DATABASE_URL: scratch.url,
      PORT: String(port),
    });
    try {
      await waitFor('the operations endpoint', async () => (await probe(port, '/healthz')).status === 200, [
        matcher,
      ]);
      await waitFor(
        'the wait for migrations',
        async () => {
          const ready = await probe(port, '/readyz');
          return ready.status === 503 && ready.text.includes('Migrationen ausstehend');
        },
        [matcher],
      );
      expect((await probe(port, '/metrics')).text).toContain('anpfiff_process_cpu_seconds_total');
    } finally {
      expect(await matcher.stop()).toBe(0);
      await scratch.drop();
    }
    expect(matcher.output()).toContain('waiting for the API to migrate it');
  });

  it('the relay stops with an error naming the brokers when Kafka cannot be reached', async () => {
    const scratch = await createScratchPostgres();
    // The schema the API would have migrated, so the relay gets as far as connecting to Kafka.
    const db = createKnex({ kind: 'postgres', url: scratch.url });
    await migrateToLatest(db);
    await db.destroy();
    // A port nothing listens on: taken, then released.
    const closed = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    try {
      const { code, output } = await exitOf('relay', 'core/src/events/kafka/relay-main.ts', {
        DATABASE_URL: scratch.url,
        EVENT_BUS: 'kafka',
        KAFKA_BROKERS: `127.0.0.1:${closed}`,
        PORT: String(await freePort()),
      });
      expect(code).toBe(1);
      expect(output()).toContain(`Kafka auf 127.0.0.1:${closed} ist nicht erreichbar`);
    } finally {
      await scratch.drop();
    }
  });
});
