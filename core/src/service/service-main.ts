import { type Config, ConfigError, loadServerConfig } from '../config/config';
import { databaseTarget, describeTarget, openDatabase } from '../db/create-knex';
import { createLogger } from '../logger/logger';
import { type ServiceSpec, startService } from './start-service';

/**
 * A service as its own process needs a database that several processes share. The embedded PGlite
 * files belong to the one API process that opened them; a second process on them would corrupt them.
 */
export function serviceProblems(config: Config, name: string): string[] {
  return config.databaseUrl
    ? []
    : [
        `DATABASE_URL: fehlt; der Dienst ${name} braucht als eigener Prozess einen PostgreSQL-Server ` +
          '(im eingebetteten Betrieb läuft er im API-Prozess)',
      ];
}

/**
 * The `main` of every service without the API: configuration, logger, database, the operations endpoint
 * on PORT, and a graceful stop on SIGTERM/SIGINT (checkpoints stored, connections closed, exit 0). Exits 1
 * when the configuration is wrong or the work fails for good, so a supervisor restarts the process.
 */
export async function serviceMain(
  spec: ServiceSpec,
  extraChecks?: (config: Config) => string[],
): Promise<never> {
  let config: Config;
  try {
    config = loadServerConfig();
    const problems = [...serviceProblems(config, spec.name), ...(extraChecks?.(config) ?? [])];
    if (problems.length > 0) throw new ConfigError(problems);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const logger = createLogger({
    level: config.logLevel,
    pretty: process.stdout.isTTY && config.env !== 'production',
  }).child({ service: spec.name });
  const target = databaseTarget(config);
  let db;
  try {
    db = await openDatabase(target);
  } catch (error) {
    // DatabaseUnavailableError names host and database, never the password.
    logger.error(error instanceof Error ? error.message : String(error));
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.exit(1);
  }
  logger.info({ database: describeTarget(target) }, 'database opened');

  let exitCode = 0;
  try {
    const service = await startService(spec, { config, db, logger, port: config.port, host: config.host });
    const onSignal = (signal: NodeJS.Signals) => {
      logger.info({ signal }, 'shutting down');
      void service.stop();
    };
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
    await service.done.catch(() => {
      exitCode = 1;
    });
  } catch (error) {
    logger.error({ err: error }, 'service could not start');
    exitCode = 1;
  }
  await db.destroy().catch(() => undefined);
  logger.info({ exitCode }, 'stopped');
  // pino writes asynchronously; give the last lines a moment before the process ends.
  await new Promise((resolve) => setTimeout(resolve, 50));
  process.exit(exitCode);
}
