import os from 'node:os';
import path from 'node:path';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { z } from 'zod';
import { envSchema } from './env-schema';

const DEFAULT_SITES = { CH: 'http://localhost:3000', DE: 'http://de.localhost:3000' };

// Signs unsubscribe links on a developer's machine only; production must bring its own secret.
const DEV_MAIL_SECRET = 'anpfiff-development-mail-secret-not-for-production';

type Env = z.output<typeof envSchema>;

/**
 * A rule across variables runs only when the variables it reads are valid themselves (zod's `when`), so
 * it is reported beside the other problems rather than in their place.
 */
function across(
  names: [keyof Env, ...(keyof Env)[]],
  ok: (e: Env) => boolean,
  message: string,
): [
  (e: Env) => boolean,
  { path: PropertyKey[]; message: string; when: (payload: z.core.ParsePayload) => boolean },
] {
  return [
    ok,
    {
      path: [names[0]],
      message,
      when: (payload) =>
        !payload.issues.some((issue) => names.includes(String(issue.path?.[0]) as keyof Env)),
    },
  ];
}

// Each line names the variable to change first; the others are what it conflicts with.
const checkedEnvSchema = envSchema
  .refine(
    ...across(
      ['KAFKA_BROKERS', 'EVENT_BUS'],
      (e) => e.EVENT_BUS !== 'kafka' || e.KAFKA_BROKERS !== undefined,
      'fehlt; mit EVENT_BUS=kafka nötig (die Broker als host:port, durch Kommas getrennt)',
    ),
  )
  // The outbox and every consumer group's checkpoint live in the database that all services share; on the
  // embedded database the API process would leave the consumers to services that cannot open it.
  .refine(
    ...across(
      ['EVENT_BUS', 'DATABASE_URL'],
      (e) => e.EVENT_BUS !== 'kafka' || e.DATABASE_URL !== undefined,
      'Kafka braucht einen PostgreSQL-Server, den alle Dienste teilen: DATABASE_URL setzen',
    ),
  )
  .refine(
    ...across(
      ['SEARCH_URL', 'SEARCH_ENGINE'],
      (e) => e.SEARCH_ENGINE === 'pg' || e.SEARCH_URL !== undefined,
      'fehlt; mit SEARCH_ENGINE=opensearch oder elasticsearch nötig (URL des Suchclusters)',
    ),
  )
  // Services of their own share the database; the embedded PGlite files belong to the API process alone.
  // With Kafka the EVENT_BUS line above says the same.
  .refine(
    ...across(
      ['API_WORKERS', 'DATABASE_URL', 'EVENT_BUS'],
      (e) => e.API_WORKERS !== 'separate' || e.DATABASE_URL !== undefined || e.EVENT_BUS === 'kafka',
      'separate Dienste brauchen einen PostgreSQL-Server, den sie teilen: DATABASE_URL setzen',
    ),
  )
  .refine(
    ...across(
      ['SQL_PORT', 'DATABASE_URL'],
      (e) => e.SQL_PORT === undefined || e.DATABASE_URL === undefined,
      'gilt nur für die eingebettete Datenbank; bei DATABASE_URL mit psql "$DATABASE_URL" verbinden',
    ),
  )
  // Both would be opened by the one process: the second would find its port taken by the first.
  .refine(
    ...across(
      ['SQL_PORT', 'PORT'],
      (e) => e.SQL_PORT === undefined || e.SQL_PORT !== e.PORT,
      'ist schon der Port der App (PORT); einen anderen wählen, z. B. 5433',
    ),
  );

export type { Country };

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string | undefined;
  port: number;
  dataDir: string;
  /** The embedded database's page cache (Postgres `shared_buffers`); PGlite's own default is 128MB. */
  pgliteSharedBuffers: string;
  databaseUrl: string | undefined;
  /** The most connections this process opens to the PostgreSQL server; createKnex's default when unset. */
  databasePoolSize: number | undefined;
  seedDemo: boolean;
  logLevel: string;
  /** `pg`: the events table is the log (embedded); `kafka`: an outbox relay publishes it to Kafka. */
  eventBus: 'pg' | 'kafka';
  /**
   * `in-process`: the API process also runs the indexer, matcher and mailer consumers (embedded mode);
   * `separate`: they run as services of their own (`npm run start:indexer` …), as with Kafka.
   */
  apiWorkers: 'in-process' | 'separate';
  kafka: KafkaConfig;
  sites: Record<Country, string>;
  webDist: string;
  sessionTtlDays: number;
  /** Trust X-Forwarded-* headers (client address, https) from a reverse proxy in front of the API. */
  trustProxy: boolean;
  uploadMaxBytes: number;
  emblemSource: 'none' | 'wikidata';
  analyticsId: string | null;
  /** Loaded (with `?id=` and the analytics id) only after the visitor accepted all cookies. */
  analyticsScriptUrl: string;
  /** Where the analytics script may send its beacons (CSP connect-src), when analytics is on. */
  analyticsConnectOrigins: string[];
  /** Leaflet tile URL template of the search screens' map, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png. */
  mapTileUrl: string;
  mapAttribution: string;
  /** From header of every mail the platform sends, e.g. `Anpfiff <no-reply@anpfiff.ch>`. */
  mailFrom: string;
  search: SearchConfig;
  /** Embedded mode: serve a read-only Postgres wire endpoint for the data team on 127.0.0.1 at this port. */
  sqlPort: number | undefined;
  mail: MailConfig;
  passwordHash: PasswordHashConfig;
  /**
   * How long the API goes on serving after SIGTERM while its /readyz answers 503, so that a load balancer
   * takes it out of rotation before the port closes; 10 s in production, 0 elsewhere.
   */
  shutdownDrainSeconds: number;
}

export interface PasswordHashConfig {
  /** Passwords hashed at once, each on a thread of its own. */
  concurrency: number;
  /** CPU priority of those threads, 0 (normal) to 19 (lowest). */
  nice: number;
}

export interface MailConfig {
  /** `smtp(s)://…` of the mail server; undefined writes `.eml` files under `DATA_DIR/mail`. */
  smtpUrl: string | undefined;
  /** When the weekly digest is triggered (croner syntax) and in which time zone. */
  digestCron: string;
  digestTimezone: string;
  /** HMAC key of the unsubscribe links: MAIL_SECRET, required in production; a fixed value elsewhere. */
  secret: string;
}

export interface SearchConfig {
  /** `pg`: full-text tables in the database (embedded); `opensearch`/`elasticsearch`: a search cluster. */
  engine: 'pg' | 'opensearch' | 'elasticsearch';
  /** The cluster's URL; undefined for `pg`. */
  url: string | undefined;
}

export interface KafkaConfig {
  /** Empty unless EVENT_BUS=kafka. */
  brokers: string[];
  clientId: string;
  topicPartitions: number;
  replicationFactor: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Ungültige Konfiguration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

// Values an error line never shows, not even in part.
const SECRET_VARIABLES = new Set(['MAIL_SECRET']);
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * What an error line shows of a value: never a secret's, and no user or password of a URL. A value is echoed
 * because it is wrong, so it need not parse as a URL: everything up to its last `@` goes, which also covers
 * a password with `@` or `/` in it. Other values (SITES) lose what follows any `scheme://` up to an `@`.
 */
function shownValue(name: string, value: string): string | undefined {
  if (SECRET_VARIABLES.has(name)) return undefined;
  if (name.endsWith('_URL')) {
    const at = value.lastIndexOf('@');
    return at < 0 ? value : `${SCHEME.exec(value)?.[0] ?? ''}***${value.slice(at)}`;
  }
  return value.replace(/([a-z][a-z0-9+.-]*:\/\/)\S*@/gi, '$1***@');
}

/** The message of a check that brings none: zod's own would reach the operator in English. */
export const UNEXPLAINED = 'ist ungültig';

/** The variables' values, or a ConfigError with one line per problem (a value is named as shownValue allows). */
function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.output<S> {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  // Every check of env-schema.ts names its German message; a check added without one still reads German here.
  const parsed = schema.safeParse(present, { error: () => UNEXPLAINED });
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const name = issue.path.join('.') || 'Umgebung';
    const variable = String(issue.path[0]);
    const given = present[variable] === undefined ? undefined : shownValue(variable, present[variable]);
    return `${name}: ${issue.message}${given === undefined ? '' : ` (gesetzt: ${JSON.stringify(given)})`}`;
  });
  // A value can break several checks with one message (19.5 for 0 to 19 is neither whole nor in range).
  throw new ConfigError([...new Set(lines)]);
}

const passwordHashSchema = envSchema.pick({ PASSWORD_HASH_CONCURRENCY: true, PASSWORD_HASH_NICE: true });

function passwordHashOf(e: z.output<typeof passwordHashSchema>): PasswordHashConfig {
  return {
    concurrency: e.PASSWORD_HASH_CONCURRENCY ?? Math.max(1, os.availableParallelism()),
    // Nice 19, the lowest priority: see api/src/auth/password-pool.ts.
    nice: e.PASSWORD_HASH_NICE ?? 19,
  };
}

/**
 * The password threads' settings, for the pool that starts at the first sign-in, wherever the process
 * was started from; loadConfig checks the same variables at start with the others.
 */
export function passwordHashSettings(env: NodeJS.ProcessEnv = process.env): PasswordHashConfig {
  return passwordHashOf(parseEnv(passwordHashSchema, env));
}

// The example file's placeholders ("change-me-…") and the development secret are known to everybody.
const PLACEHOLDER_SECRET = /change[-_]?me/i;

/**
 * What a production process that serves needs beyond loadConfig's rules, one German line per variable:
 * without SITES every link in mails and pages points at localhost, without SMTP_URL mails are only files
 * under DATA_DIR/mail that nobody receives, and without MAIL_SECRET, or with a placeholder, anybody who
 * read the source or the example can sign unsubscribe links (only the servers sign or check them). Operator commands (loadConfig alone) still run without them, so a
 * deployment that does not start can be looked into.
 */
export function productionProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.SITES)
    problems.push(
      'SITES: fehlt; in Produktion nötig, sonst zeigen die Links in Mails und Seiten auf localhost ' +
        '(JSON wie {"CH":"https://anpfiff.ch","DE":"https://anpfiff.de"})',
    );
  if (!env.SMTP_URL)
    problems.push(
      'SMTP_URL: fehlt; in Produktion nötig, sonst landen die Mails nur als Dateien unter DATA_DIR/mail ' +
        '(smtp:// oder smtps:// des Mailservers)',
    );
  const secret = env.MAIL_SECRET;
  if (!secret)
    problems.push(
      'MAIL_SECRET: fehlt; in Produktion nötig, denn es signiert die Abmeldelinks ' +
        '(z. B. mit openssl rand -hex 32 erzeugen)',
    );
  else if (PLACEHOLDER_SECRET.test(secret) || secret === DEV_MAIL_SECRET)
    problems.push(
      'MAIL_SECRET: ist noch ein Platzhalter; in Produktion ein eigenes Geheimnis setzen, ' +
        'z. B. mit openssl rand -hex 32',
    );
  return problems;
}

/**
 * The configuration of a process that serves (the API and every service): loadConfig's rules,
 * productionProblems and the process's own (`more`, e.g. the API's), all problems in one ConfigError, so
 * one restart fixes them all. `more` needs a configuration, so it is asked once loadConfig's rules hold.
 */
export function loadServerConfig(
  env: NodeJS.ProcessEnv = process.env,
  more: (config: Config) => string[] = () => [],
): Config {
  let config: Config | undefined;
  let problems: string[] = [];
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems = error.problems;
  }
  problems = [...problems, ...productionProblems(env), ...(config ? more(config) : [])];
  if (problems.length > 0 || !config) throw new ConfigError(problems);
  return config;
}

/**
 * Reads and validates the environment once at start. Every problem is reported on its own line so an
 * operator can fix them all in one go instead of restarting once per mistake.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(checkedEnvSchema, env);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    // Demo data (with its shared demo password) belongs to a throw-away embedded database, never
    // silently into a real server or a production deployment.
    seedDemo: e.SEED_DEMO ?? (e.DATABASE_URL === undefined && e.NODE_ENV !== 'production'),
    logLevel: e.LOG_LEVEL,
    eventBus: e.EVENT_BUS,
    apiWorkers: e.API_WORKERS ?? (e.EVENT_BUS === 'kafka' ? 'separate' : 'in-process'),
    kafka: {
      brokers: e.KAFKA_BROKERS ?? [],
      clientId: e.KAFKA_CLIENT_ID,
      topicPartitions: e.KAFKA_TOPIC_PARTITIONS,
      replicationFactor: e.KAFKA_REPLICATION_FACTOR,
    },
    sites: (e.SITES as Record<Country, string> | undefined) ?? DEFAULT_SITES,
    webDist: path.resolve(e.WEB_DIST),
    sessionTtlDays: e.SESSION_TTL_DAYS,
    trustProxy: e.TRUST_PROXY,
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    emblemSource: e.EMBLEM_SOURCE,
    analyticsId: e.ANALYTICS_ID ?? null,
    analyticsScriptUrl: e.ANALYTICS_SCRIPT_URL,
    analyticsConnectOrigins: e.ANALYTICS_CONNECT_ORIGINS,
    mapTileUrl: e.MAP_TILE_URL,
    mapAttribution: e.MAP_ATTRIBUTION,
    mailFrom: e.MAIL_FROM,
    search: { engine: e.SEARCH_ENGINE, url: e.SEARCH_URL },
    sqlPort: e.SQL_PORT,
    mail: {
      smtpUrl: e.SMTP_URL,
      digestCron: e.DIGEST_CRON,
      digestTimezone: e.DIGEST_TIMEZONE,
      secret: e.MAIL_SECRET ?? DEV_MAIL_SECRET,
    },
    passwordHash: passwordHashOf(e),
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS ?? (e.NODE_ENV === 'production' ? 10 : 0),
  };
}
