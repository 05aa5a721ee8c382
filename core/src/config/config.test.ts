import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadServerConfig } from './config';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('gives the embedded defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.sites).toEqual({ CH: 'http://localhost:3000', DE: 'http://de.localhost:3000' });
  });

  it('does not seed demo data into a PostgreSQL server or production unless asked to', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    const production = { NODE_ENV: 'production', MAIL_SECRET: 's'.repeat(32) };
    expect(loadConfig(production).seedDemo).toBe(false);
    // A trial stack may ask for it (docs/operations.md, Starting).
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('takes how many connections to open to a PostgreSQL server from DATABASE_POOL_SIZE', () => {
    expect(loadConfig({}).databasePoolSize).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE: must be at least 1/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'four' })).toThrow(/DATABASE_POOL_SIZE: must be a number/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('reports every bad value on its own line, naming the variable and the value', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe', SITES: '{"CH":"nope"}' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    // Both SITES problems (CH not a URL, DE missing) are named, beside one line for each other variable.
    expect(problems).toHaveLength(5);
    expect(problems.find((p) => p.startsWith('PORT:'))).toContain('"abc"');
    expect(problems.find((p) => p.startsWith('DATABASE_URL:'))).toContain('postgres://');
    expect(problems.find((p) => p.startsWith('SEED_DEMO:'))).toContain('true or false');
    expect(problems.filter((p) => p.startsWith('SITES'))).toHaveLength(2);
  });

  it('accepts a SITES map for both countries and refuses one that misses a country', () => {
    const sites = { CH: 'https://anpfiff.ch', DE: 'https://anpfiff.de' };
    expect(loadConfig({ SITES: JSON.stringify(sites) }).sites).toEqual(sites);
    expect(() => loadConfig({ SITES: '{"CH":"https://anpfiff.ch"}' })).toThrow(/SITES/);
    expect(() => loadConfig({ SITES: 'not json' })).toThrow(/JSON object/);
  });
  it('uses the events table as the log unless EVENT_BUS=kafka names brokers', () => {
    expect(loadConfig({}).eventBus).toBe('pg');
    const kafka = loadConfig({
      EVENT_BUS: 'kafka',
      KAFKA_BROKERS: 'kafka-1:9092, kafka-2:9093',
      DATABASE_URL: 'postgres://db/anpfiff',
    });
    expect(kafka.eventBus).toBe('kafka');
    expect(kafka.kafka).toEqual({
      brokers: ['kafka-1:9092', 'kafka-2:9093'],
      clientId: 'anpfiff',
      topicPartitions: 6,
      replicationFactor: 1,
    });
  });

  it('requires KAFKA_BROKERS with EVENT_BUS=kafka and reports it beside other problems', () => {
    let error: unknown;
    try {
      loadConfig({
        EVENT_BUS: 'kafka',
        DATABASE_URL: 'postgres://db/anpfiff',
        PORT: 'abc',
        KAFKA_TOPIC_PARTITIONS: '0',
      });
    } catch (e) {
      error = e;
    }
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(3);
    expect(problems.find((p) => p.startsWith('KAFKA_BROKERS:'))).toContain('required when EVENT_BUS=kafka');
    expect(problems.find((p) => p.startsWith('KAFKA_TOPIC_PARTITIONS:'))).toContain('"0"');
  });

  it('refuses a broker list that is not host:port, and an unknown event bus', () => {
    expect(() => loadConfig({ EVENT_BUS: 'kafka', KAFKA_BROKERS: 'kafka-1' })).toThrow(
      /KAFKA_BROKERS: must be a comma-separated list of host:port/,
    );
    expect(() => loadConfig({ EVENT_BUS: 'rabbit' })).toThrow(/EVENT_BUS: must be pg or kafka/);
    expect(() => loadConfig({ KAFKA_REPLICATION_FACTOR: 'drei' })).toThrow(/KAFKA_REPLICATION_FACTOR/);
  });

  it('takes the From address of mails from MAIL_FROM and refuses one without an address', () => {
    expect(loadConfig({}).mailFrom).toBe('Anpfiff <no-reply@anpfiff.ch>');
    expect(loadConfig({ MAIL_FROM: 'Anpfiff <hallo@anpfiff.de>' }).mailFrom).toBe(
      'Anpfiff <hallo@anpfiff.de>',
    );
    expect(loadConfig({ MAIL_FROM: 'no-reply@anpfiff.ch' }).mailFrom).toBe('no-reply@anpfiff.ch');
    expect(() => loadConfig({ MAIL_FROM: 'Anpfiff' })).toThrow(/^.*\n {2}MAIL_FROM: must be an address/);
    expect(() => loadConfig({ MAIL_FROM: 'Anpfiff <no-reply>' })).toThrow(/MAIL_FROM/);
  });

  it('never shows MAIL_SECRET, nor the user and password of a URL, in a problem line', () => {
    const problems = problemsOf({
      MAIL_SECRET: 'kurz-aber-geheim',
      DATABASE_URL: 'mysql://anpfiff:pg-geheim@db.example.ch/anpfiff',
      SMTP_URL: 'http://mailer:smtp-ge/heim@mail.example.ch',
      SEARCH_URL: 'ftp://elastic:such@geheim@search.example.ch:9200',
      SITES: '{"CH":"https://u:sites-geheim@anpfiff.ch"}',
    });
    expect(problems).toHaveLength(5);
    const text = problems.join('\n');
    for (const secret of ['kurz-aber-geheim', 'pg-geheim', 'smtp-ge', 'heim@mail', 'such', 'sites-geheim'])
      expect(text).not.toContain(secret);
    expect(problems.find((p) => p.startsWith('MAIL_SECRET:'))).toBe(
      'MAIL_SECRET: must be at least 32 characters',
    );
    expect(text).toContain('(got "mysql://***@db.example.ch/anpfiff")');
    expect(text).toContain('(got "http://***@mail.example.ch")');
    expect(text).toContain('(got "ftp://***@search.example.ch:9200")');
    // A value that is no URL at all still loses everything before its @.
    expect(problemsOf({ SEARCH_ENGINE: 'opensearch', SEARCH_URL: 'elastic:geheim@search:9200' })).toEqual([
      expect.stringMatching(/^SEARCH_URL: .+ \(got "\*\*\*@search:9200"\)$/),
    ]);
  });

  it('refuses EVENT_BUS=kafka without a PostgreSQL server, since nothing would consume the events', () => {
    expect(problemsOf({ EVENT_BUS: 'kafka', KAFKA_BROKERS: 'kafka-1:9092' })).toEqual([
      'EVENT_BUS: Kafka mode needs a PostgreSQL server that every service shares: set DATABASE_URL (got "kafka")',
    ]);
    // One line for the one cause, also when API_WORKERS=separate says the same.
    expect(problemsOf({ EVENT_BUS: 'kafka', KAFKA_BROKERS: 'k:9092', API_WORKERS: 'separate' })).toHaveLength(
      1,
    );
    const kafka = {
      EVENT_BUS: 'kafka',
      KAFKA_BROKERS: 'kafka-1:9092',
      DATABASE_URL: 'postgres://db/anpfiff',
    };
    expect(loadConfig(kafka).apiWorkers).toBe('separate');
  });

  it('reports at start, with the other problems, what used to stop the start only after the migrations', () => {
    const problems = problemsOf({
      PORT: 'abc',
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://anpfiff:geheim@db/anpfiff',
      SQL_PORT: '5433',
      PASSWORD_HASH_NICE: '20',
      PASSWORD_HASH_CONCURRENCY: '1.5',
    });
    expect(problems).toEqual([
      'PORT: must be a port number (got "abc")',
      'PASSWORD_HASH_CONCURRENCY: must be a whole number from 1 to 64 (got "1.5")',
      'PASSWORD_HASH_NICE: must be a whole number from 0 to 19 (got "20")',
      'SQL_PORT: serves the embedded database only; with DATABASE_URL connect with psql "$DATABASE_URL" (got "5433")',
      'MAIL_SECRET: must be set in production: it signs the unsubscribe links',
    ]);
    const config = loadConfig({ PASSWORD_HASH_NICE: '0', PASSWORD_HASH_CONCURRENCY: '3', SQL_PORT: '5433' });
    expect(config.passwordHash).toEqual({ concurrency: 3, nice: 0 });
    expect(loadConfig({}).passwordHash.nice).toBe(19);
  });
});

describe('loadServerConfig', () => {
  const serverProblemsOf = (env: Record<string, string>): string[] => {
    try {
      loadServerConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };
  const production = {
    NODE_ENV: 'production',
    SITES: '{"CH":"https://anpfiff.ch","DE":"https://anpfiff.de"}',
    SMTP_URL: 'smtps://anpfiff:geheim@mail.example.ch:465',
    MAIL_SECRET: '0f'.repeat(32),
  };

  it('refuses to start production without sites and a mail server, or with the example secret', () => {
    expect(serverProblemsOf(production)).toEqual([]);
    const bare = { NODE_ENV: 'production', MAIL_SECRET: 'change-me-to-at-least-32-random-characters' };
    expect(serverProblemsOf(bare)).toEqual([
      expect.stringMatching(/^SITES: fehlt; in Produktion nötig, sonst zeigen die Links .* auf localhost/),
      expect.stringMatching(/^SMTP_URL: fehlt; in Produktion nötig, sonst landen die Mails nur als Dateien/),
      'MAIL_SECRET: ist noch ein Platzhalter; in Produktion ein eigenes Geheimnis setzen, z. B. mit openssl rand -hex 32',
    ]);
    // Reported with loadConfig's own problems, never showing the secret.
    const problems = serverProblemsOf({ ...production, PORT: 'abc', MAIL_SECRET: 'CHANGE_ME'.repeat(4) });
    expect(problems).toEqual([
      'PORT: must be a port number (got "abc")',
      expect.stringMatching(/^MAIL_SECRET: ist noch ein Platzhalter/),
    ]);
    expect(problems.join('\n')).not.toContain('CHANGE_ME');
  });

  it('keeps the embedded and development defaults working without any setting', () => {
    expect(serverProblemsOf({})).toEqual([]);
    expect(serverProblemsOf({ NODE_ENV: 'test' })).toEqual([]);
    expect(loadServerConfig({}).sites).toEqual(loadConfig({}).sites);
    // Operator commands read the configuration alone and still run, to look into a stack that does not start.
    expect(() => loadConfig({ NODE_ENV: 'production', MAIL_SECRET: 's'.repeat(32) })).not.toThrow();
  });

  it('drains for 10 seconds on SIGTERM in production, not at all elsewhere, unless set', () => {
    expect(loadConfig({}).shutdownDrainSeconds).toBe(0);
    expect(loadServerConfig(production).shutdownDrainSeconds).toBe(10);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '3' }).shutdownDrainSeconds).toBe(3);
    expect(loadServerConfig({ ...production, SHUTDOWN_DRAIN_SECONDS: '0' }).shutdownDrainSeconds).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '600' })).toThrow(
      /SHUTDOWN_DRAIN_SECONDS: must be a whole number from 0 to 120/,
    );
  });
});
