import { COUNTRIES } from '@anpfiff/schemas/catalogues/countries';
import { z } from 'zod';

const COUNTRY_CODES = COUNTRIES;

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'muss true oder false sein' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const SITES_SHAPE = 'muss ein JSON-Objekt wie {"CH":"https://anpfiff.ch","DE":"https://anpfiff.de"} sein';

const SITE_URL =
  'muss eine Adresse mit http:// oder https:// sein, ohne Pfad, Zugang oder Parameter, z. B. https://anpfiff.ch';

/**
 * A site's address as links are built from it (`${site}${path}`): its origin alone. A path, a query or a
 * fragment would break every link, a user and password would end up in every mail, and another scheme
 * (javascript:, ftp:) is no site.
 */
function isPlainSite(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      !url.password &&
      url.pathname === '/' &&
      !/[?#]/.test(raw)
    );
  } catch {
    return false;
  }
}

const siteUrl = z
  .string({ message: SITE_URL })
  .refine(isPlainSite, SITE_URL)
  .transform((raw) => new URL(raw).origin);

/** The host of a site, or the value itself when it is none (its own line says so). */
function hostOf(site: string): string {
  try {
    return new URL(site).host;
  } catch {
    return site;
  }
}

const sitesSchema = z
  .string()
  .transform((raw, ctx) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: SITES_SHAPE });
      return z.NEVER;
    }
  })
  .pipe(
    z.partialRecord(z.enum(COUNTRY_CODES), siteUrl, {
      // The record's message also answers a key that is no country, reported (at run time) as
      // unrecognized_keys with the keys, which zod's types for this callback leave out.
      error: (issue) => {
        const { keys } = issue as { keys?: unknown };
        return Array.isArray(keys)
          ? `nennt ein unbekanntes Land (${keys.join(', ')}); bekannt sind ${COUNTRY_CODES.join(', ')}`
          : SITES_SHAPE;
      },
    }),
  )
  .refine((sites) => COUNTRY_CODES.every((c) => sites[c]), {
    message: `muss für jedes Land eine Adresse nennen: ${COUNTRY_CODES.join(', ')}`,
  })
  // The request's host picks the country: two countries on one host would leave one unreachable.
  .refine(
    (sites) => {
      const hosts = Object.values(sites).map(hostOf);
      return new Set(hosts).size === hosts.length;
    },
    { message: 'braucht für jedes Land einen eigenen Host, denn am Host erkennt die Seite das Land' },
  );

// Whole numbers are checked with refine, not zod's int(): its failure ends the parse before the rules across
// variables (config.ts), which would then go unreported until this one is fixed. Every check names the range
// (zod's own messages would reach the operator in English); `what` says what is counted, e.g. "eine Portnummer".
// Only decimal digits are read as a number: coercion would also take 0x20 (32), 1e3 or an empty value (0).
const wholeNumber = (min: number, max: number, what = 'eine ganze Zahl') => {
  const message = `muss ${what} von ${min} bis ${max} sein`;
  return z.preprocess(
    (raw) => (typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw),
    z.number({ message }).refine(Number.isInteger, message).min(min, message).max(max, message),
  );
};

/** One of `values`, named in German ("pg, opensearch oder elasticsearch") when the value is none of them. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: `muss ${values.slice(0, -1).join(', ')} oder ${values.at(-1)} sein` });

const NOT_EMPTY = 'darf nicht leer sein';

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
}, 'muss eine URL mit http:// oder https:// sein');

/** Each variable's own rule; the rules across variables are in config.ts. */
export const envSchema = z.object({
  NODE_ENV: oneOf(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1, NOT_EMPTY).optional(),
  PORT: wholeNumber(0, 65535, 'eine Portnummer').default(3000),
  DATA_DIR: z.string().min(1, NOT_EMPTY).default('./data'),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9][0-9]*(kB|MB|GB)$/, 'muss eine Größe wie 256MB sein (kB, MB oder GB)')
    .default('256MB'),
  DATABASE_URL: z
    .url({ message: 'muss eine URL mit postgres:// sein' })
    .refine((u) => /^postgres(ql)?:\/\//.test(u), 'muss mit postgres:// oder postgresql:// beginnen')
    .optional(),
  DATABASE_POOL_SIZE: wholeNumber(1, 100, 'eine Anzahl Verbindungen').optional(),
  SEED_DEMO: booleanFlag.optional(),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  EVENT_BUS: oneOf(['pg', 'kafka']).default('pg'),
  API_WORKERS: oneOf(['in-process', 'separate']).optional(),
  KAFKA_BROKERS: z
    .string()
    .transform((raw) => raw.split(',').map((b) => b.trim()))
    .refine((brokers) => brokers.every((b) => /^[^\s:/]+:\d{1,5}$/.test(b)), {
      message: 'muss eine kommagetrennte Liste von host:port sein, z. B. kafka-1:9092,kafka-2:9092',
    })
    .optional(),
  KAFKA_CLIENT_ID: z
    .string()
    .regex(
      /^[A-Za-z0-9._-]{1,100}$/,
      'muss aus 1 bis 100 Buchstaben, Ziffern, Punkten, Bindestrichen oder Unterstrichen bestehen',
    )
    .default('anpfiff'),
  KAFKA_TOPIC_PARTITIONS: wholeNumber(1, 1000, 'eine Anzahl Partitionen').default(6),
  KAFKA_REPLICATION_FACTOR: wholeNumber(1, 10, 'eine Anzahl Replikate').default(1),
  SITES: sitesSchema.optional(),
  WEB_DIST: z.string().min(1, NOT_EMPTY).default('web/dist'),
  SESSION_TTL_DAYS: wholeNumber(1, 365, 'eine Anzahl Tage').default(30),
  TRUST_PROXY: booleanFlag.default(false),
  UPLOAD_MAX_BYTES: wholeNumber(10_000, 50_000_000, 'eine Anzahl Bytes').default(5_000_000),
  EMBLEM_SOURCE: oneOf(['none', 'wikidata']).default('none'),
  ANALYTICS_ID: z.string().min(1, NOT_EMPTY).max(100, 'darf höchstens 100 Zeichen lang sein').optional(),
  ANALYTICS_SCRIPT_URL: httpUrl.default('https://www.googletagmanager.com/gtag/js'),
  ANALYTICS_CONNECT_ORIGINS: z
    .string()
    .transform((raw) => raw.split(/[\s,]+/).filter(Boolean))
    .refine((origins) => origins.every((o) => CSP_ORIGIN.test(o)), {
      message: 'muss eine kommagetrennte Liste von Origins wie https://*.google-analytics.com sein',
    })
    .default([
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]),
  MAP_TILE_URL: httpUrl
    .refine((u) => ['{z}', '{x}', '{y}'].every((p) => u.includes(p)), 'muss {z}, {x} und {y} enthalten')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z
    .string()
    .min(1, NOT_EMPTY)
    .max(300, 'darf höchstens 300 Zeichen lang sein')
    .default('© OpenStreetMap-Mitwirkende'),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/, {
      message: 'muss eine Adresse wie "Anpfiff <no-reply@anpfiff.ch>" oder no-reply@anpfiff.ch sein',
    })
    .default('Anpfiff <no-reply@anpfiff.ch>'),
  SEARCH_ENGINE: oneOf(['pg', 'opensearch', 'elasticsearch']).default('pg'),
  SEARCH_URL: z
    .url({ protocol: /^https?$/, message: 'muss eine URL des Suchclusters mit http:// oder https:// sein' })
    .optional(),
  SQL_PORT: wholeNumber(1, 65535, 'eine Portnummer').optional(),
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      message: 'muss eine URL mit smtp:// oder smtps:// sein, z. B. smtp://user:pass@mail:587',
    })
    .optional(),
  // Five or six cron fields; the mailer checks the expression itself with croner at start.
  DIGEST_CRON: z
    .string()
    .regex(/^\S+(\s+\S+){4,5}$/, 'muss ein Cron-Ausdruck mit 5 oder 6 Feldern sein, z. B. "0 7 * * 1"')
    .default('0 7 * * 1'),
  DIGEST_TIMEZONE: z
    .string()
    .refine(isTimeZone, 'muss eine IANA-Zeitzone wie Europe/Zurich sein')
    .default('Europe/Zurich'),
  MAIL_SECRET: z.string().min(32, 'muss mindestens 32 Zeichen lang sein').optional(),
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
