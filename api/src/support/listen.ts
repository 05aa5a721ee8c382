import http from 'node:http';
import type Koa from 'koa';
import { onClientError } from './client-error';

/** Starts an HTTP server for the app and resolves once it accepts connections (or rejects, e.g. port in use). */
export function listen<S, C>(app: Koa<S, C>, port: number, host?: string): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(app.callback());
    // Longer than a reverse proxy's idle timeout (60 s is common), so the proxy, not this server, closes an
    // idle connection; and a client's next request is never met by a socket closed a moment earlier because
    // the embedded database kept the event loop busy past a short idle timeout.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.on('clientError', onClientError);
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
