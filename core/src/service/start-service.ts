import type { Knex } from 'knex';
import type { Config } from '../config/config';
import { pendingMigrations } from '../db/migrate';
import { DRAINING_MESSAGE } from './draining';
import type { Logger } from '../logger/logger';
import { type Readiness, startServiceServer } from './service-server';

export interface ServiceContext {
  config: Config;
  db: Knex;
  logger: Logger;
}

/** What a service's start returns: how to stop it, and a promise that rejects when it fails for good. */
export interface RunningWork {
  /** Finish the work in hand, store checkpoints, release connections; the database closes afterwards. */
  stop(): Promise<void>;
  /** Settles when the work has ended: after stop(), or rejected with the error that ended it. */
  done: Promise<void>;
  /** A service's own readiness beyond "the database answers", e.g. whether it holds its consumer. */
  readiness?(): Promise<Readiness>;
}

export interface ServiceSpec {
  /** Short name for logs: `indexer`, `matcher`, `mailer`, `relay`. */
  name: string;
  start(context: ServiceContext): Promise<RunningWork>;
}

export interface StartServiceOptions extends ServiceContext {
  /** Port of `/healthz`, `/readyz` and `/metrics` (0: any free one). */
  port: number;
  host?: string;
  /** How often a service started before the API migrated looks again. */
  migrationPollMs?: number;
}

export interface RunningService {
  port: number;
  /** Settles once the service has ended; rejects when its work failed for good. */
  done: Promise<void>;
  /** Graceful: readiness turns 503 first, then the work stops, then the endpoint closes. */
  stop(): Promise<void>;
}

type Phase =
  | { name: 'migrations'; pending: string[] }
  | { name: 'starting' }
  | { name: 'running'; work: RunningWork }
  | { name: 'stopping' };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Runs one service beside its operations endpoint. The API owns the migrations: a service started
 * against an older schema reports 503 and waits for them instead of working on the wrong tables, so
 * containers may start in any order and a rolling upgrade needs no choreography. A schema a newer
 * release migrated is no reason to wait (migrations only add).
 *
 * A stop needs no drain period as the API's has: no load balancer sends a service requests, so readiness
 * turns 503 at once and the endpoint stays up, still answering, until the work has stopped.
 */
export async function startService(spec: ServiceSpec, options: StartServiceOptions): Promise<RunningService> {
  const { db, logger } = options;
  let phase: Phase = { name: 'starting' };
  const aborted = new AbortController();

  const readiness = async (): Promise<Readiness> => {
    if (phase.name === 'migrations')
      return { ready: false, message: `Migrationen ausstehend: ${phase.pending.join(', ')}` };
    if (phase.name === 'stopping') return { ready: false, message: DRAINING_MESSAGE };
    if (phase.name === 'starting') return { ready: false, message: 'Dienst startet' };
    try {
      await db.raw('select 1');
    } catch {
      return { ready: false, message: 'Datenbank nicht erreichbar' };
    }
    return (await phase.work.readiness?.()) ?? { ready: true };
  };

  const server = await startServiceServer(readiness, options.port, options.host);
  logger.info({ port: server.port }, 'operations endpoint: /healthz /readyz /metrics');

  const run = async (): Promise<RunningWork | undefined> => {
    for (;;) {
      const pending = await pendingMigrations(db);
      if (pending.length === 0) break;
      if (phase.name !== 'migrations')
        logger.warn({ pending }, 'database not migrated yet: waiting for the API to migrate it');
      phase = { name: 'migrations', pending };
      await sleep(options.migrationPollMs ?? 2_000, aborted.signal);
      if (aborted.signal.aborted) return undefined;
    }
    phase = { name: 'starting' };
    const work = await spec.start({ config: options.config, db, logger });
    if (aborted.signal.aborted) {
      await work.stop();
      return undefined;
    }
    phase = { name: 'running', work };
    logger.info('service ready');
    return work;
  };

  const started = run();
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      phase = { name: 'stopping' };
      aborted.abort();
      const work = await started.catch(() => undefined);
      await work?.stop();
      await server.close();
    })());

  const done = (async () => {
    try {
      const work = await started;
      await work?.done;
    } catch (error) {
      logger.error({ err: error }, 'service failed');
      await stop();
      throw error;
    }
    await stop();
  })();
  done.catch(() => undefined);
  return { port: server.port, done, stop };
}
