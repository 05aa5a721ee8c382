import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadServerConfig, UNEXPLAINED } from './config';

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
    for (const bad of ['0', '101', 'four'])
      expect(() => loadConfig({ DATABASE_POOL_SIZE: bad })).toThrow(
        `DATABASE_POOL_SIZE: muss eine Anzahl Verbindungen von 1 bis 100 sein (gesetzt: "${bad}")`,
      );
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
    expect(problems.find((p) => p.startsWith('SEED_DEMO:'))).toContain('true oder false');
    expect(problems.filter((p) => p.startsWith('SITES'))).toHaveLength(2);
  });

  it('answers every bad value in German, each check with a message of its own', () => {
    const long = 'x'.repeat(301);
    const bad: [string, string][] = [
      ['NODE_ENV', 'prod'],
      ...['abc', '-1', '70000', '1.5'].map((v): [string, string] => ['PORT', v]),
      ['PGLITE_SHARED_BUFFERS', '1TB'],
      ['DATABASE_URL', 'nope'],
      ['DATABASE_URL', 'mysql://db/anpfiff'],
      ['SEED_DEMO', 'vielleicht'],
      ['LOG_LEVEL', 'loud'],
      ['API_WORKERS', 'both'],
      ['KAFKA_CLIENT_ID', 'a b'],
      ['KAFKA_TOPIC_PARTITIONS', '1001'],
      ['KAFKA_REPLICATION_FACTOR', 'drei'],
      ...['nope', '5', '[]', '{"CH":5}', '{"CH":"https://anpfiff.ch"}', '{"AT":"https://x.at"}'].map(
        (v): [string, string] => ['SITES', v],
      ),
      ['SESSION_TTL_DAYS', '366'],
      ['TRUST_PROXY', 'ja'],
      ['UPLOAD_MAX_BYTES', '1'],
      ['EMBLEM_SOURCE', 'wikipedia'],
      ['ANALYTICS_ID', long],
      ['ANALYTICS_SCRIPT_URL', 'ftp://x'],
      ['ANALYTICS_CONNECT_ORIGINS', 'ftp://x'],
      ['MAP_TILE_URL', 'https://tiles.example.ch/'],
      ['MAP_ATTRIBUTION', long],
      ['SEARCH_ENGINE', 'solr'],
      ['SQL_PORT', '0'],
      ['DIGEST_CRON', 'montags'],
      ['DIGEST_TIMEZONE', 'Mars'],
      ['PASSWORD_HASH_CONCURRENCY', '65'],
      ['SHUTDOWN_DRAIN_SECONDS', 'bald'],
    ];
    for (const [name, value] of bad) {
      const problems = problemsOf({ [name]: value });
      expect(problems.length, `${name}=${value}`).toBeGreaterThan(0);
      for (const problem of problems) {
        expect(problem, `${name}=${value}`).toMatch(new RegExp(`^${name}(\\.[A-Z]+)?: (muss|darf|nennt) `));
        // zod's own English, or the German stand-in of a check that names no message.
        expect(problem).not.toMatch(/Invalid|expected|Too (big|small)|Unrecognized/);
        expect(problem).not.toContain(UNEXPLAINED);
      }
    }
  });

  it('accepts a SITES map for both countries and refuses one that misses a country', () => {
    const sites = { CH: 'https://anpfiff.ch', DE: 'https://anpfiff.de' };
    expect(loadConfig({ SITES: JSON.stringify(sites) }).sites).toEqual(sites);
    expect(() => loadConfig({ SITES: '{"CH":"https://anpfiff.ch"}' })).toThrow(/SITES/);
    expect(() => loadConfig({ SITES: 'not json' })).toThrow(/SITES: muss ein JSON-Objekt wie \{"CH"/);
    expect(
      problemsOf({ SITES: '{"CH":"https://anpfiff.ch","DE":"https://anpfiff.de","AT":"https://x.at"}' }),
    ).toEqual([
      expect.stringMatching(/^SITES: nennt ein unbekanntes Land \(AT\); bekannt sind CH, DE \(gesetzt: /),
    ]);
  });

  it('takes a site as its origin, and refuses what no link can be built on or two countries on one host', () => {
    expect(
      loadConfig({ SITES: '{"CH":"https://anpfiff.ch/","DE":"http://de.localhost:3000"}' }).sites,
    ).toEqual({
      CH: 'https://anpfiff.ch',
      DE: 'http://de.localhost:3000',
    });
    const siteProblems = (ch: string, de = 'https://anpfiff.de') =>
      problemsOf({ SITES: JSON.stringify({ CH: ch, DE: de }) }).map((p) => p.replace(/ \(gesetzt: .*$/, ''));
    const notASite =
      'SITES.CH: muss eine Adresse mit http:// oder https:// sein, ohne Pfad, Zugang oder Parameter, z. B. https://anpfiff.ch';
    for (const bad of [
      'ftp://anpfiff.ch',
      'javascript:alert(1)',
      'https://anpfiff.ch?x=1',
      'https://anpfiff.ch/#top',
      'https://anpfiff.ch/app',
      'https://admin:geheim@anpfiff.ch',
    ])
      expect({ bad, problems: siteProblems(bad) }).toEqual({ bad, problems: [notASite] });
    expect(siteProblems('https://anpfiff.ch', 'https://anpfiff.ch/')).toEqual([
      'SITES: braucht für jedes Land einen eigenen Host, denn am Host erkennt die Seite das Land',
    ]);
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
    expect(problems.find((p) => p.startsWith('KAFKA_BROKERS:'))).toContain(
      'fehlt; mit EVENT_BUS=kafka nötig',
    );
    expect(problems.find((p) => p.startsWith('KAFKA_TOPIC_PARTITIONS:'))).toContain('"0"');
  });

  it('refuses a broker list that is not host:port, and an unknown event bus', () => {
    expect(() => loadConfig({ EVENT_BUS: 'kafka', KAFKA_BROKERS: 'kafka-1' })).toThrow(
      /KAFKA_BROKERS: muss eine kommagetrennte Liste von host:port sein/,
    );
    expect(() => loadConfig({ EVENT_BUS: 'rabbit' })).toThrow(
      'EVENT_BUS: muss pg oder kafka sein (gesetzt: "rabbit")',
    );
    expect(() => loadConfig({ KAFKA_REPLICATION_FACTOR: 'drei' })).toThrow(/KAFKA_REPLICATION_FACTOR/);
  });

  it('takes the From address of mails from MAIL_FROM and refuses one without an address', () => {
    expect(loadConfig({}).mailFrom).toBe('Anpfiff <no-reply@anpfiff.ch>');
    expect(loadConfig({ MAIL_FROM: 'Anpfiff <hallo@anpfiff.de>' }).mailFrom).toBe(
      'Anpfiff <hallo@anpfiff.de>',
    );
    expect(loadConfig({ MAIL_FROM: 'no-reply@anpfiff.ch' }).mailFrom).toBe('no-reply@anpfiff.ch');
    expect(() => loadConfig({ MAIL_FROM: 'Anpfiff' })).toThrow(
      /^Ungültige Konfiguration:\n {2}MAIL_FROM: muss eine Adresse wie/,
    );
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
    // SITES twice: a site with a user and password is refused, and DE is missing.
    expect(problems).toHaveLength(6);
    const text = problems.join('\n');
    for (const secret of ['kurz-aber-geheim', 'pg-geheim', 'smtp-ge', 'heim@mail', 'such', 'sites-geheim'])
      expect(text).not.toContain(secret);
    expect(problems.find((p) => p.startsWith('MAIL_SECRET:'))).toBe(
      'MAIL_SECRET: muss mindestens 32 Zeichen lang sein',
    );
    expect(text).toContain('(gesetzt: "mysql://***@db.example.ch/anpfiff")');
    expect(text).toContain('(gesetzt: "http://***@mail.example.ch")');
    expect(text).toContain('(gesetzt: "ftp://***@search.example.ch:9200")');
    // A value that is no URL at all still loses everything before its @.
    expect(problemsOf({ SEARCH_ENGINE: 'opensearch', SEARCH_URL: 'elastic:geheim@search:9200' })).toEqual([
      expect.stringMatching(/^SEARCH_URL: .+ \(gesetzt: "\*\*\*@search:9200"\)$/),
    ]);
  });

  it('refuses EVENT_BUS=kafka without a PostgreSQL server, since nothing would consume the events', () => {
    expect(problemsOf({ EVENT_BUS: 'kafka', KAFKA_BROKERS: 'kafka-1:9092' })).toEqual([
      'EVENT_BUS: Kafka braucht einen PostgreSQL-Server, den alle Dienste teilen: DATABASE_URL setzen (gesetzt: "kafka")',
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
      'PORT: muss eine Portnummer von 0 bis 65535 sein (gesetzt: "abc")',
      'PASSWORD_HASH_CONCURRENCY: muss eine ganze Zahl von 1 bis 64 sein (gesetzt: "1.5")',
      'PASSWORD_HASH_NICE: muss eine ganze Zahl von 0 bis 19 sein (gesetzt: "20")',
      'SQL_PORT: gilt nur für die eingebettete Datenbank; bei DATABASE_URL mit psql "$DATABASE_URL" verbinden (gesetzt: "5433")',
    ]);
    // The app's own port, set or by default, is no place for the SQL endpoint.
    expect(problemsOf({ PORT: '8080', SQL_PORT: '8080' })).toEqual([
      'SQL_PORT: ist schon der Port der App (PORT); einen anderen wählen, z. B. 5433 (gesetzt: "8080")',
    ]);
    expect(problemsOf({ SQL_PORT: '3000' })).toHaveLength(1);
    expect(problemsOf({ PORT: '8080', SQL_PORT: '3000' })).toEqual([]);
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
      'PORT: muss eine Portnummer von 0 bis 65535 sein (gesetzt: "abc")',
      expect.stringMatching(/^MAIL_SECRET: ist noch ein Platzhalter/),
    ]);
    expect(problems.join('\n')).not.toContain('CHANGE_ME');
  });

  it("reports a process's own problems in the same list", () => {
    const own = () => ['TRUST_PROXY: fehlt'];
    expect(() => loadServerConfig({ ...production, MAIL_SECRET: 'change-me'.repeat(4) }, own)).toThrow(
      /MAIL_SECRET: ist noch ein Platzhalter.*\n {2}TRUST_PROXY: fehlt/s,
    );
    expect(() => loadServerConfig(production, own)).toThrow(/TRUST_PROXY: fehlt/);
  });

  it('keeps the embedded and development defaults working without any setting', () => {
    expect(serverProblemsOf({})).toEqual([]);
    expect(serverProblemsOf({ NODE_ENV: 'test' })).toEqual([]);
    expect(loadServerConfig({}).sites).toEqual(loadConfig({}).sites);
    // Operator commands read the configuration alone and still run, to look into a stack that does not start,
    // also without the secret that only the servers sign and check unsubscribe links with.
    expect(() => loadConfig({ NODE_ENV: 'production', MAIL_SECRET: 's'.repeat(32) })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'production' })).not.toThrow();
    expect(serverProblemsOf({ ...production, MAIL_SECRET: '' })).toEqual([
      'MAIL_SECRET: fehlt; in Produktion nötig, denn es signiert die Abmeldelinks (z. B. mit openssl rand -hex 32 erzeugen)',
    ]);
  });

  it('drains for 10 seconds on SIGTERM in production, not at all elsewhere, unless set', () => {
    expect(loadConfig({}).shutdownDrainSeconds).toBe(0);
    expect(loadServerConfig(production).shutdownDrainSeconds).toBe(10);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '3' }).shutdownDrainSeconds).toBe(3);
    expect(loadServerConfig({ ...production, SHUTDOWN_DRAIN_SECONDS: '0' }).shutdownDrainSeconds).toBe(0);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '600' })).toThrow(
      /SHUTDOWN_DRAIN_SECONDS: muss eine ganze Zahl von 0 bis 120 sein/,
    );
  });
});
