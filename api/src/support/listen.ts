import http from 'node:http';
import type Koa from 'koa';

/** Starts an HTTP server for the app and resolves once it accepts connections (or rejects, e.g. port in use). */
export function listen<S, C>(app: Koa<S, C>, port: number, host?: string): Promise<http.Server> {
  return new Promise((resolve, reject) => {
    const server = http.createServer(app.callback());
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
