import os from 'node:os';
import type { ScaleName } from '@anpfiff/api/seed/large/large-plan';
import { type BenchProcess, startApp } from './app-process';
import { copyDataset, type DatasetInfo, pgliteDataset, postgresDataset } from './bench-dataset';
import type { DatabaseMode } from './database-modes';

/**
 * The app's connections to the bench's PostgreSQL server, sized as docs/operations.md tells operators:
 * about twice the cores the server has, and the server runs on this machine.
 */
export const BENCH_POOL_SIZE = 2 * os.availableParallelism();

export interface DatasetApp {
  app: BenchProcess;
  info: DatasetInfo;
  close(): Promise<void>;
}

/**
 * The embedded app over a scratch copy of the cached data set: on PGlite (DATA_DIR) or on a scratch
 * database of the local PostgreSQL server (DATABASE_URL). Closing stops it and drops the copy.
 */
export async function startDatasetApp(
  mode: DatabaseMode,
  scale: ScaleName,
  env: Record<string, string> = {},
): Promise<DatasetApp> {
  if (mode === 'pglite') {
    const cached = await pgliteDataset(scale);
    const copy = copyDataset(cached.dataDir);
    try {
      const app = await startApp({ DATA_DIR: copy.dataDir, ...env });
      return {
        app,
        info: cached.info,
        close: async () => {
          await app.stop();
          copy.remove();
        },
      };
    } catch (error) {
      copy.remove();
      throw error;
    }
  }
  const pg = await postgresDataset(scale);
  if (pg.target.kind !== 'postgres') throw new Error('unreachable');
  try {
    const app = await startApp({
      DATABASE_URL: pg.target.url,
      DATABASE_POOL_SIZE: String(BENCH_POOL_SIZE),
      ...env,
    });
    return {
      app,
      info: pg.info,
      close: async () => {
        await app.stop();
        await pg.drop();
      },
    };
  } catch (error) {
    await pg.drop();
    throw error;
  }
}
