import {
  createScratchPostgres,
  testDatabaseKinds,
  type TestDatabaseKind,
} from '@anpfiff/core/testing/test-databases';
import { afterAll, beforeAll } from 'vitest';
import { ApiClient, type ClientOptions } from './api-client';
import { Mailbox } from './mailbox';
import { migratedPgliteDataDir } from './pglite-template';
import { startServer, tempDataDir } from './server-process';

export interface ApiServer {
  kind: TestDatabaseKind;
  port: number;
  dataDir: string;
  /** The scratch PostgreSQL database, for tests that look at rows; undefined on PGlite. */
  databaseUrl: string | undefined;
  mailbox: Mailbox;
  client(options?: ClientOptions): ApiClient;
  /** Everything the server printed so far (its error lines explain a 500). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The real server as `npm run start:api` runs it, on a database of its own of the given kind, without demo
 * data: the tests create the accounts they need through the API, which keeps every start fast.
 */
export async function startApiServer(kind: TestDatabaseKind): Promise<ApiServer> {
  const data = kind === 'pglite' ? await migratedPgliteDataDir() : tempDataDir();
  const scratch = kind === 'postgres' ? await createScratchPostgres() : undefined;
  try {
    const server = await startServer({
      DATA_DIR: data.dir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    });
    return {
      kind,
      port: server.port,
      dataDir: data.dir,
      databaseUrl: scratch?.url,
      mailbox: new Mailbox(data.dir),
      client: (options) => new ApiClient(server.port, options),
      output: server.output,
      stop: async () => {
        try {
          await server.stop();
          await scratch?.drop();
        } finally {
          data.remove();
        }
      },
    };
  } catch (error) {
    await scratch?.drop();
    data.remove();
    throw error;
  }
}

export interface ServersPerKind {
  /** PGlite always; PostgreSQL when TEST_DATABASE_URL is set (the skip is printed otherwise). */
  kinds: TestDatabaseKind[];
  get(kind: TestDatabaseKind): ApiServer;
}

/**
 * One server per database kind for a whole test file: all are started together in the file's beforeAll
 * (a start is the slow part of these tests) and stopped in its afterAll.
 */
export function serversPerKind(): ServersPerKind {
  const kinds = testDatabaseKinds();
  const servers = new Map<TestDatabaseKind, ApiServer>();
  beforeAll(async () => {
    const started = await Promise.allSettled(kinds.map((kind) => startApiServer(kind)));
    for (const result of started)
      if (result.status === 'fulfilled') servers.set(result.value.kind, result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }, 180_000);
  afterAll(async () => {
    await Promise.all([...servers.values()].map((server) => server.stop()));
  }, 60_000);
  return {
    kinds,
    get(kind) {
      const server = servers.get(kind);
      if (!server) throw new Error(`the ${kind} server did not start`);
      return server;
    },
  };
}
