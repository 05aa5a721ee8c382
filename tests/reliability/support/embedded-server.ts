import path from 'node:path';
import { createKnex } from '@anpfiff/core/db/create-knex';
import { createSearchEngine } from '@anpfiff/core/search/create-search-engine';
import { rebuildIndex } from '@anpfiff/indexer/rebuild';
import { rebuildMatchings } from '@anpfiff/matcher/rebuild';
import type { Knex } from 'knex';
import { ApiClient } from '../../src/support/api-client';
import type { ApiServer } from '../../src/support/api-server';
import { Mailbox } from '../../src/support/mailbox';
import type { ServerProcess } from '../../src/support/server-process';

/** A server process as an ApiServer for the account helpers, on a DATA_DIR the test owns and keeps. */
export function asApiServer(server: ServerProcess, dataDir: string): ApiServer {
  return {
    kind: 'pglite',
    port: server.port,
    dataDir,
    databaseUrl: undefined,
    mailbox: new Mailbox(dataDir),
    client: (options) => new ApiClient(server.port, options),
    output: server.output,
    stop: async () => void (await server.stop()),
  };
}

/** Opens the embedded database of a stopped server in this process (PGlite belongs to one process). */
export async function withDatabase<T>(dataDir: string, use: (db: Knex) => Promise<T>): Promise<T> {
  const db = createKnex({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    return await use(db);
  } finally {
    await db.destroy();
  }
}

/** Waits until the indexer and the matcher have handled every event in the log (read from /metrics). */
export async function waitForConsumers(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const text = await (await fetch(`${url}/metrics`)).text();
    const lags = [...text.matchAll(/^anpfiff_event_consumer_lag\{group="([^"]+)"\} (\d+)/gm)];
    last = lags.map(([, group, lag]) => `${group}=${lag}`).join(', ');
    const groups = new Set(lags.map(([, group]) => group));
    if (groups.has('indexer') && groups.has('matcher') && lags.every(([, , lag]) => lag === '0')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`consumers did not catch up within ${timeoutMs} ms (${last})`);
}

/** What `npm run index -- rebuild` and `npm run matcher -- rebuild` would make of the source rows. */
export async function rebuildDerived(db: Knex): Promise<void> {
  const engine = await createSearchEngine({ engine: 'pg', url: undefined }, db);
  try {
    for (const kind of ['clubs', 'jobs', 'people'] as const) await rebuildIndex(db, engine, kind);
  } finally {
    await engine.close();
  }
  await rebuildMatchings(db);
}
