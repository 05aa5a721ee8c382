import { COUNTRIES } from '@anpfiff/schemas/catalogues/countries';
import { z } from 'zod';

const COUNTRY_CODES = COUNTRIES;

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

// Whole numbers are checked with refine, not zod's int(): its failure ends the parse before the rules across
// variables (config.ts), which would then go unreported until this one is fixed.
const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ message: `must be a whole number from ${min} to ${max}` })
    .refine(Number.isInteger, `must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`);

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

/** Each variable's own rule; the rules across variables are in config.ts. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).optional(),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .refine(Number.isInteger, 'must be a whole number')
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
    .refine(Number.isInteger, 'must be a whole number')
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
    .refine(Number.isInteger, 'must be a whole number')
    .min(1)
    .max(1000)
    .default(6),
  KAFKA_REPLICATION_FACTOR: z.coerce
    .number({ message: 'must be a number of replicas' })
    .refine(Number.isInteger, 'must be a whole number')
    .min(1)
    .max(10)
    .default(1),
  SITES: sitesSchema.optional(),
  WEB_DIST: z.string().min(1).default('web/dist'),
  SESSION_TTL_DAYS: z.coerce
    .number({ message: 'must be a number of days' })
    .refine(Number.isInteger, 'must be a whole number')
    .min(1)
    .max(365)
    .default(30),
  TRUST_PROXY: booleanFlag.default(false),
  UPLOAD_MAX_BYTES: z.coerce
    .number({ message: 'must be a number of bytes' })
    .refine(Number.isInteger, 'must be a whole number')
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
    .refine(Number.isInteger, 'must be a whole number')
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
  // Read by the password threads at the first sign-in (api/src/auth/password-pool.ts), checked here at start.
  PASSWORD_HASH_CONCURRENCY: wholeNumber(1, 64).optional(),
  PASSWORD_HASH_NICE: wholeNumber(0, 19).optional(),
  // Seconds between SIGTERM and closing the port, while /readyz answers 503 (api/src/main.ts).
  SHUTDOWN_DRAIN_SECONDS: wholeNumber(0, 120).optional(),
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('de-CH', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
