import path from 'node:path';
import { COUNTRIES, type Country } from '@anpfiff/schemas/catalogues/countries';
import { z } from 'zod';

const COUNTRY_CODES = COUNTRIES;

const DEFAULT_SITES = { CH: 'http://localhost:3000', DE: 'http://de.localhost:3000' };

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const sitesSchema = z
  .string()
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object such as {"CH":"https://anpfiff.ch"}' });
      return z.NEVER;
    }
  })
  .pipe(z.partialRecord(z.enum(COUNTRY_CODES), z.url({ message: 'every site must be an absolute URL' })))
  .refine((sites) => COUNTRY_CODES.every((c) => sites[c]), {
    message: `must name a site for each of ${COUNTRY_CODES.join(', ')}`,
  });

// Origins that go into the Content-Security-Policy: scheme, host (optionally *.), port; nothing else.
const CSP_ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

// A http(s) URL whose origin can go into the CSP; `{s}` (tile subdomains) is allowed in the host.
const httpUrl = z.string().refine((raw) => {
  try {
    const url = new URL(raw.replace('{s}', 'a'));
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
}, 'must be an http:// or https:// URL');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).optional(),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0)
    .max(65535)
    .default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9][0-9]*(kB|MB|GB)$/, 'must be a size such as 256MB')
    .default('256MB'),
  DATABASE_URL: z
    .url({ message: 'must be a postgres:// URL' })
    .refine((u) => /^postgres(ql)?:\/\//.test(u), 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: 'must be a number of connections' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100, 'must be at most 100')
    .optional(),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  EVENT_BUS: z.enum(['pg', 'kafka'], { message: 'must be pg or kafka' }).default('pg'),
  API_WORKERS: z.enum(['in-process', 'separate'], { message: 'must be in-process or separate' }).optional(),
  KAFKA_BROKERS: z
    .string()
    .transform((raw) => raw.split(',').map((b) => b.trim()))
    .refine((brokers) => brokers.every((b) => /^[^\s:/]+:\d{1,5}$/.test(b)), {
      message: 'must be a comma-separated list of host:port, e.g. kafka-1:9092,kafka-2:9092',
    })
    .optional(),
  KAFKA_CLIENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,100}$/, 'must be letters, digits, dots, dashes or underscores')
    .default('anpfiff'),
  KAFKA_TOPIC_PARTITIONS: z.coerce
    .number({ message: 'must be a number of partitions' })
    .int('must be a whole number')
    .min(1)
    .max(1000)
    .default(6),
  KAFKA_REPLICATION_FACTOR: z.coerce
    .number({ message: 'must be a number of replicas' })
    .int('must be a whole number')
    .min(1)
    .max(10)
    .default(1),
  SITES: sitesSchema.optional(),
  WEB_DIST: z.string().min(1).default('web/dist'),
  SESSION_TTL_DAYS: z.coerce
    .number({ message: 'must be a number of days' })
    .int()
    .min(1)
    .max(365)
    .default(30),
  TRUST_PROXY: booleanFlag.default(false),
  UPLOAD_MAX_BYTES: z.coerce
    .number({ message: 'must be a number of bytes' })
    .int()
    .min(10_000)
    .max(50_000_000)
    .default(5_000_000),
  EMBLEM_SOURCE: z.enum(['none', 'wikidata']).default('none'),
  ANALYTICS_ID: z.string().min(1).max(100).optional(),
  ANALYTICS_SCRIPT_URL: httpUrl.default('https://www.googletagmanager.com/gtag/js'),
  ANALYTICS_CONNECT_ORIGINS: z
    .string()
    .transform((raw) => raw.split(/[\s,]+/).filter(Boolean))
    .refine((origins) => origins.every((o) => CSP_ORIGIN.test(o)), {
      message: 'must be origins such as https://*.google-analytics.com, separated by commas',
    })
    .default([
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]),
  MAP_TILE_URL: httpUrl
    .refine((u) => ['{z}', '{x}', '{y}'].every((p) => u.includes(p)), 'must contain {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().min(1).max(300).default('© OpenStreetMap-Mitwirkende'),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/, {
      message: 'must be an address such as "Anpfiff <no-reply@anpfiff.ch>" or no-reply@anpfiff.ch',
    })
    .default('Anpfiff <no-reply@anpfiff.ch>'),
  SEARCH_ENGINE: z
    .enum(['pg', 'opensearch', 'elasticsearch'], { message: 'must be pg, opensearch or elasticsearch' })
    .default('pg'),
  SEARCH_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL of the search cluster' })
    .optional(),
  SQL_PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(1)
    .max(65535)
    .optional(),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      message: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail:587',
    })
    .optional(),
  // Five or six cron fields; the mailer checks the expression itself with croner at start.
  DIGEST_CRON: z
    .string()
    .regex(/^\S+(\s+\S+){4,5}$/, 'must be a cron expression with 5 or 6 fields, e.g. "0 7 * * 1"')
    .default('0 7 * * 1'),
  DIGEST_TIMEZONE: z
    .string()
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Zurich')
    .default('Europe/Zurich'),
  MAIL_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('de-CH', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// Signs unsubscribe links on a developer's machine only; production must bring its own secret.
const DEV_MAIL_SECRET = 'anpfiff-development-mail-secret-not-for-production';

// Checked beside the per-variable rules (`when`): a missing KAFKA_BROKERS is reported with the other problems.
const checkedEnvSchema = envSchema
  .refine((e) => e.EVENT_BUS !== 'kafka' || e.KAFKA_BROKERS !== undefined, {
    path: ['KAFKA_BROKERS'],
    message: 'is required when EVENT_BUS=kafka',
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'KAFKA_BROKERS'),
  })
  .refine((e) => e.SEARCH_ENGINE === 'pg' || e.SEARCH_URL !== undefined, {
    path: ['SEARCH_URL'],
    message: 'is required when SEARCH_ENGINE is opensearch or elasticsearch',
    when: (payload) =>
      !payload.issues.some((issue) => ['SEARCH_URL', 'SEARCH_ENGINE'].includes(String(issue.path?.[0]))),
  })
  // Services of their own share the database; the embedded PGlite files belong to the API process alone.
  .refine((e) => e.API_WORKERS !== 'separate' || e.DATABASE_URL !== undefined, {
    path: ['API_WORKERS'],
    message: 'separate services need a PostgreSQL server that they share: set DATABASE_URL',
    when: (payload) =>
      !payload.issues.some((issue) => ['API_WORKERS', 'DATABASE_URL'].includes(String(issue.path?.[0]))),
  });

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
}

export interface MailConfig {
  /** `smtp(s)://…` of the mail server; undefined writes `.eml` files under `DATA_DIR/mail`. */
  smtpUrl: string | undefined;
  /** When the weekly digest is triggered (croner syntax) and in which time zone. */
  digestCron: string;
  digestTimezone: string;
  /** HMAC key of the unsubscribe links; undefined in production without MAIL_SECRET (the mailer refuses to start). */
  secret: string | undefined;
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
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates the environment once at start. Every problem is reported on its own line so an
 * operator can fix them all in one go instead of restarting once per mistake.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = checkedEnvSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.') || 'environment';
        const given = present[String(issue.path[0])];
        return `${name}: ${issue.message}${given === undefined ? '' : ` (got ${JSON.stringify(given)})`}`;
      }),
    );
  }
  const e = parsed.data;
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
      secret: e.MAIL_SECRET ?? (e.NODE_ENV === 'production' ? undefined : DEV_MAIL_SECRET),
    },
  };
}
