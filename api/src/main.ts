import { type Config, ConfigError, loadServerConfig } from '@anpfiff/core/config/config';
import { apiProblems } from './config/api-problems';
import { databaseTarget, describeTarget, openDatabase } from '@anpfiff/core/db/create-knex';
import { migrate } from '@anpfiff/core/db/migrate';
import { startConfiguredSqlEndpoint } from '@anpfiff/core/db/read-only-sql-endpoint';
import { startTableUpkeep } from '@anpfiff/core/db/upkeep/table-upkeep';
import { createLogger, type Logger } from '@anpfiff/core/logger/logger';
import { createMailTransport } from '@anpfiff/core/mail/create-mail-transport';
import { startMailSender } from '@anpfiff/core/mail/mail-sender';
import { createSearchEngine } from '@anpfiff/core/search/create-search-engine';
import { runConsumers } from '@anpfiff/core/events/consumer-runner';
import { createEventLog } from '@anpfiff/core/events/create-event-log';
import { beginDraining, isDraining } from '@anpfiff/core/service/draining';
import type http from 'node:http';
import type { Knex } from 'knex';
import { indexerConsumer } from '@anpfiff/indexer/start-indexer';
import { startProjectionUpgrade } from '@anpfiff/indexer/projection-upgrade';
import { matcherConsumer } from '@anpfiff/matcher/start-matcher';
import { startRulesUpgrade } from '@anpfiff/matcher/rules-upgrade';
import { mailerPieces } from '@anpfiff/mailer/start-mailer';
import { createApp } from './app';
import { startHousekeeping } from './housekeeping/start-housekeeping';
import { createEmblemSource } from './emblems/create-emblem-source';
import { seedDemoIfEmpty } from './seed/seed-demo';
import { startLiveHub } from './live/live-hub';
import { listen } from './support/listen';
import { refuseUnfinishedRestore, UnfinishedRestoreError } from '@anpfiff/core/db/backup/restore-staging';
import { listenProblem } from './support/listen-problem';

/** How long open connections (a live stream, a slow or stuck client) may hold a stop before they are closed. */
const SHUTDOWN_GRACE_MS = 5_000;

/** Embedded mode in one process: migrate, seed demo data on a fresh database, serve API and web app. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadServerConfig(process.env, apiProblems);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({
    level: config.logLevel,
    pretty: process.stdout.isTTY && config.env !== 'production',
  });

  const target = databaseTarget(config);
  // A restore killed halfway leaves its database beside DATA_DIR/db: opening would start a fresh one there.
  if (target.kind === 'pglite' && target.dataDir) {
    try {
      refuseUnfinishedRestore(target.dataDir);
    } catch (error) {
      if (!(error instanceof UnfinishedRestoreError)) throw error;
      console.error(error.message);
      process.exit(1);
    }
  }
  const db = await openDatabase(target);
  // What starts from here on is closed in reverse order, the database last, on a stop and on a start that
  // fails half way (a busy port): closing PGlite flushes its files, and skipping it could lose the last writes.
  const closers: (() => unknown)[] = [
    async () => {
      await db.destroy();
      logger.info('database closed');
    },
  ];
  const closeAll = async (): Promise<boolean> => {
    let clean = true;
    for (const close of closers.splice(0).reverse()) {
      try {
        await close();
      } catch (error) {
        clean = false;
        logger.error({ err: error }, 'shutdown step failed');
      }
    }
    return clean;
  };
  try {
    await serve(config, db, logger, closers, closeAll);
  } catch (error) {
    await closeAll();
    throw error;
  }
}

/**
 * Migrates and starts every part on the open database, each part's close added to `closers` as it starts,
 * then serves until SIGTERM or SIGINT.
 */
async function serve(
  config: Config,
  db: Knex,
  logger: Logger,
  closers: (() => unknown)[],
  closeAll: () => Promise<boolean>,
): Promise<void> {
  const target = databaseTarget(config);
  // During a rolling upgrade this process may be of the old release, restarted after the new one migrated:
  // it serves on the newer schema (migrations only add) until it is replaced.
  const { applied, newer } = await migrate(db, { acceptNewer: true });
  if (newer.length > 0)
    logger.warn(
      { newer },
      'database migrated by a newer release: serving on it unchanged until this process is replaced',
    );
  logger.info({ database: describeTarget(target), applied }, 'database ready');
  if (config.seedDemo) await seedDemoIfEmpty(db, logger);
  // A PostgreSQL server vacuums and analyzes its tables itself; PGlite has no process that would.
  const upkeep = target.kind === 'pglite' ? startTableUpkeep(db, { logger }) : undefined;
  closers.push(() => upkeep?.stop());
  const housekeeping = startHousekeeping(db, config.dataDir, { logger });
  closers.push(() => housekeeping.stop());

  const search = await createSearchEngine(config.search, db);
  closers.push(() => search.close());
  const eventLog = await createEventLog(config, db, { logger });
  closers.push(() => eventLog.close());
  // In embedded mode the indexer and the matcher run in this process; with Kafka (or API_WORKERS=separate)
  // they are services of their own (`npm run start:indexer`, `start:matcher`).
  // The mailer's consumers and digest trigger run here too; the sender below is woken when they queue mails.
  let wakeMail = () => {};
  const mailer =
    config.apiWorkers === 'in-process'
      ? mailerPieces({ config, db, logger, wake: () => wakeMail() })
      : undefined;
  closers.push(() => mailer?.scheduler.stop());
  const consumers =
    config.apiWorkers === 'in-process'
      ? await runConsumers({
          eventLog,
          consumers: [indexerConsumer(search), matcherConsumer(), ...(mailer?.consumers ?? [])],
          logger,
          signals: false,
        })
      : undefined;
  // The consumers store their checkpoints before the event log and the database close.
  closers.push(() => consumers?.stop());
  // After a change of the matching rules the matcher here rebuilds the matchings once, in the background.
  const rulesUpgrade = config.apiWorkers === 'in-process' ? startRulesUpgrade(db, logger) : undefined;
  closers.push(() => rulesUpgrade?.stop());
  // Likewise the indexer here rebuilds once the search documents of a kind whose projection changed.
  const projectionUpgrade =
    config.apiWorkers === 'in-process' ? startProjectionUpgrade(db, search, logger) : undefined;
  closers.push(() => projectionUpgrade?.stop());
  // Every API process follows the log itself, so live updates reach streams on any replica.
  const live = startLiveHub(eventLog, db, logger);
  let liveStopped: Promise<void> | undefined;
  const stopLive = () => (liveStopped ??= live.stop());
  closers.push(stopLive);
  const sql = await startConfiguredSqlEndpoint(config, db, logger).catch((error: unknown) => {
    throw listenProblem(error, 'SQL_PORT', config.sqlPort, '127.0.0.1');
  });
  closers.push(() => sql?.close());
  if (sql)
    logger.info(
      { port: sql.port },
      `read-only SQL endpoint: psql postgres://postgres@${sql.host}:${sql.port}/postgres`,
    );

  const mail = startMailSender({ db, transport: await createMailTransport(config, logger), logger });
  closers.push(() => mail.stop());
  wakeMail = () => mail.wake();
  const emblems = createEmblemSource(config);
  const server = await listen(
    createApp({ db, config, logger, mail, emblems, search, live }),
    config.port,
    config.host,
  ).catch((error: unknown) => {
    throw listenProblem(error, 'PORT', config.port, config.host);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port }, `Anpfiff läuft auf http://localhost:${port}`);

  // While draining, every answer closes its connection, so a proxy's kept-alive connections move on to
  // the other replicas instead of meeting this port closed.
  server.prependListener('request', (_req, res: http.ServerResponse) => {
    if (isDraining()) res.setHeader('Connection', 'close');
  });

  let stopping = false;
  let endDrain = () => {};
  const stop = async (signal: string, exitCode = 0, drainSeconds = 0) => {
    if (stopping) return;
    stopping = true;
    // First /readyz answers 503 while everything else is still served, for as long as a load balancer
    // takes to notice (its health interval) and stop sending; requests already sent still get answers.
    beginDraining();
    if (drainSeconds > 0) {
      logger.info({ signal, drainSeconds }, 'draining: /readyz answers 503, requests are still served');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, drainSeconds * 1000);
        endDrain = () => (clearTimeout(timer), resolve());
      });
    }
    // From here a second signal ends the process at once, as it always did.
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
    logger.info({ signal }, 'shutting down');
    const closed = new Promise((resolve) => server.close(resolve));
    // Connections stay open long between requests (see listen): close each as soon as its last answer is out.
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
    server.closeIdleConnections();
    // server.close() waits for every open connection, and a live stream ends only when the hub ends it.
    // Whatever is still open after the grace (a stuck client, a stream that did not end) is cut.
    const grace = setTimeout(() => {
      logger.warn('closing the connections still open after the grace period');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    const drained = Promise.all([stopLive(), closed]);
    const cutOff = new Promise((resolve) => setTimeout(resolve, 2 * SHUTDOWN_GRACE_MS).unref());
    try {
      await Promise.race([drained, cutOff]);
    } catch (error) {
      exitCode = 1;
      logger.error({ err: error }, 'shutdown step failed');
    } finally {
      clearInterval(closeIdle);
      clearTimeout(grace);
    }
    if (!(await closeAll())) exitCode = 1;
    process.exit(exitCode);
  };
  // A consumer that fails for good (after its retries) stops the process, so a supervisor restarts it.
  consumers?.done.catch(() => void stop('event consumer failed', 1, config.shutdownDrainSeconds));
  // SIGTERM (a supervisor, a rolling update) drains first; Ctrl-C is somebody at a terminal and does not.
  // A second signal during the drain cuts it short.
  function onSignal(signal: NodeJS.Signals): void {
    if (stopping) endDrain();
    else void stop(signal, 0, signal === 'SIGTERM' ? config.shutdownDrainSeconds : 0);
  }
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
