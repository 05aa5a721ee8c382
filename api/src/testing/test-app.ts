import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '@anpfiff/core/config/config';
import { createLogger } from '@anpfiff/core/logger/logger';
import { PgSearchEngine } from '@anpfiff/core/search/pg/pg-search-engine';
import type { Knex } from 'knex';
import { createApp } from '../app';
import type { AppDeps } from '../app-types';
import { createEmblemSource } from '../emblems/create-emblem-source';
import { listen } from '../support/listen';

export interface TestResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: unknown;
}

export interface TestApp {
  config: Config;
  /** http://localhost:<port> */
  url: string;
  /** A request as a browser on `host` would send it (the host picks the country site). */
  request(
    method: string,
    urlPath: string,
    options?: { host?: string; body?: string; headers?: Record<string, string>; localAddress?: string },
  ): Promise<TestResponse>;
  close(): Promise<void>;
}

/** The real Koa app on a free port over a scratch database; no mocks between the test and the database. */
export async function startTestApp(
  db: Knex,
  env: Record<string, string> = {},
  extra: Partial<AppDeps> = {},
): Promise<TestApp> {
  const config = loadConfig({ WEB_DIST: path.join(os.tmpdir(), 'anpfiff-no-web-dist'), ...env });
  const logger = createLogger({ level: 'silent' });
  const server = await listen(
    // The embedded search engine over the same scratch database; tests fill it through the indexer.
    createApp({
      db,
      config,
      logger,
      emblems: createEmblemSource(config),
      search: new PgSearchEngine(db),
      ...extra,
    }),
    0,
    '127.0.0.1',
  );
  const { port } = server.address() as AddressInfo;

  const request: TestApp['request'] = (method, urlPath, options = {}) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: urlPath,
          // The client's address, which the limits per caller count by (any of 127.0.0.0/8).
          ...(options.localAddress ? { localAddress: options.localAddress } : {}),
          headers: {
            host: options.host ?? `localhost:${port}`,
            // Browsers send Origin with every write; the API refuses writes without one of its sites.
            ...(method === 'GET' || method === 'HEAD'
              ? {}
              : { origin: `http://${options.host ?? `localhost:${port}`}` }),
            ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
            ...options.headers,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => {
            let json: unknown = undefined;
            try {
              json = JSON.parse(text);
            } catch {
              // not JSON: callers look at `text`
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
          });
        },
      );
      req.on('error', reject);
      req.end(options.body);
    });

  return {
    config,
    url: `http://localhost:${port}`,
    request,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Nothing is in flight when a test closes; kept-alive connections would hold it up for a minute.
        server.closeAllConnections();
      }),
  };
}
