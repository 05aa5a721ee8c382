import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { metricsRegistry } from '../metrics/registry';

export interface Readiness {
  ready: boolean;
  /** German, for the operator reading `/readyz`; never a stack trace or a connection string. */
  message?: string;
}

export interface ServiceServer {
  port: number;
  close(): Promise<void>;
}

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res
    .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
    .end(JSON.stringify(body));
}

/**
 * The operations endpoints of a service without the API (indexer, matcher, mailer, relay): `/healthz`
 * (the process is alive), `/readyz` (it does its work) and `/metrics` — the same paths and answers as the
 * API, so one health check and one scrape configuration fit every container.
 */
export async function startServiceServer(
  readiness: () => Promise<Readiness>,
  port: number,
  host?: string,
): Promise<ServiceServer> {
  const server = http.createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (req.method !== 'GET') {
      json(res, 405, { message: 'Methode nicht erlaubt' });
    } else if (path === '/healthz') {
      json(res, 200, { status: 'ok' });
    } else if (path === '/readyz') {
      readiness().then(
        ({ ready, message }) =>
          json(res, ready ? 200 : 503, ready ? { status: 'ready' } : { status: 'unavailable', message }),
        () => json(res, 503, { status: 'unavailable', message: 'Bereitschaft nicht feststellbar' }),
      );
    } else if (path === '/metrics') {
      metricsRegistry.metrics().then(
        (text) => res.writeHead(200, { 'Content-Type': metricsRegistry.contentType }).end(text),
        () => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics unavailable\n'),
      );
    } else {
      json(res, 404, { message: 'Nicht gefunden' });
    }
  });
  // Probes are short requests; idle keep-alive sockets must not hold the shutdown up.
  server.keepAliveTimeout = 2_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
