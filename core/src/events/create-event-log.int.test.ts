import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { openTestDatabase, type TestDatabase } from '../testing/test-databases';
import { createEventLog } from './create-event-log';

describe('createEventLog', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase('pglite');
  });
  afterAll(() => t?.close());

  it('gives the embedded event log by default', async () => {
    const log = await createEventLog(loadConfig({}), t.db);
    expect(log.kind).toBe('pg');
    expect(await log.lag()).toEqual([]);
    await log.close();
  });

  it('fails the start with the brokers named when Kafka cannot be reached, instead of falling back', async () => {
    // Kafka mode needs a PostgreSQL server; this start fails at the broker, before any database is used.
    const config = loadConfig({
      EVENT_BUS: 'kafka',
      KAFKA_BROKERS: '127.0.0.1:1',
      DATABASE_URL: 'postgres://127.0.0.1/unused',
    });
    await expect(createEventLog(config, t.db)).rejects.toThrow(
      /^Kafka auf 127\.0\.0\.1:1 ist nicht erreichbar \(EVENT_BUS=kafka\): .+KAFKA_BROKERS prüfen/,
    );
  });
});
