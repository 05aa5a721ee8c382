import pino, { type Logger } from 'pino';

export type { Logger };

export interface LoggerOptions {
  level: string;
  pretty?: boolean;
}

/** Secrets that may pass through request logs are cut out before anything is written. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'password',
  'token',
  '*.password',
  '*.token',
  'config.databaseUrl',
];

export function createLogger({ level, pretty = false }: LoggerOptions): Logger {
  return pino({
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });
}
