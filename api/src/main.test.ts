import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import net from 'node:net';
import { signUp } from '@anpfiff/tests/support/accounts';
import { ApiClient } from '@anpfiff/tests/support/api-client';
import type { ApiServer } from '@anpfiff/tests/support/api-server';
import { Mailbox } from '@anpfiff/tests/support/mailbox';
import { migratedPgliteDataDir } from '@anpfiff/tests/support/pglite-template';
import { type CommandResult, spawnCommand } from '@anpfiff/tests/support/run-command';
import { NODE_WITH_TSX, freePort, startServer } from '@anpfiff/tests/support/server-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from './auth/session-cookie';

/** Rejects when `promise` takes longer than `ms`: a stop that hangs fails the test instead of its timeout. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Runs the server process with `env` until it exits by itself; kills it when that takes longer than `ms`. */
async function runUntilExit(env: Record<string, string>, ms: number, what: string): Promise<CommandResult> {
  const { child, done } = spawnCommand(NODE_WITH_TSX[0], [...NODE_WITH_TSX.slice(1), 'api/src/main.ts'], {
    PORT: String(await freePort()),
    ...env,
  });
  try {
    return await within(done, ms, what);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

describe('the embedded server process (api/src/main.ts)', () => {
  let data: { dir: string; remove(): void };
  beforeAll(async () => {
    data = await migratedPgliteDataDir();
  });
  afterAll(() => data?.remove());

  it('stops on SIGTERM within seconds while a live stream and a half-sent request hold connections', async () => {
    const server = await startServer({ DATA_DIR: data.dir, SEED_DEMO: 'false' });
    let stopped = false;
    try {
      const api: ApiServer = {
        kind: 'pglite',
        port: server.port,
        dataDir: data.dir,
        databaseUrl: undefined,
        mailbox: new Mailbox(data.dir),
        client: (options) => new ApiClient(server.port, options),
        output: server.output,
        stop: async () => void (await server.stop()),
      };
      const person = await signUp(api, 'person');
      const stream = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http
          .get(
            {
              host: '127.0.0.1',
              port: server.port,
              path: '/api/manage/live',
              headers: {
                host: person.client.host,
                accept: 'text/event-stream',
                cookie: `${SESSION_COOKIE}=${person.client.cookie(SESSION_COOKIE)}`,
              },
            },
            resolve,
          )
          .on('error', reject),
      );
      expect(stream.statusCode).toBe(200);
      const streamClosed = new Promise((resolve) => stream.once('close', resolve));
      stream.resume();
      // A client that never finishes its request: not idle, so server.close() alone waits for it.
      const stuck = net.connect(server.port, '127.0.0.1');
      stuck.on('error', () => undefined);
      await new Promise((resolve) => stuck.once('connect', resolve));
      stuck.write(`GET /healthz HTTP/1.1\r\nHost: localhost:${server.port}\r\n`);

      // The grace for open connections is 5 s; the rest is closing the consumers and the database.
      const code = await within(server.stop(), 30_000, 'the stop');
      stopped = true;
      expect(code).toBe(0);
      // The process has exited, so its sockets are closed; the wait is only for this busy process to see it.
      await within(streamClosed, 5_000, 'the end of the live stream');
      expect(server.output()).toContain('database closed');
    } finally {
      if (!stopped) await server.kill();
    }
  }, 180_000);

  it('on SIGTERM answers /readyz with 503 and still serves requests for the drain period, then exits 0', async () => {
    const server = await startServer({ DATA_DIR: data.dir, SEED_DEMO: 'false', SHUTDOWN_DRAIN_SECONDS: '4' });
    let stopped = false;
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      const exited = server.stop();
      // The balancer's health check sees the replica leave while the port is still open...
      let ready: Response | undefined;
      for (let i = 0; i < 100 && ready?.status !== 503; i += 1) {
        if (i > 0) await new Promise((resolve) => setTimeout(resolve, 20));
        ready = await fetch(`${server.url}/readyz`);
      }
      expect(ready?.status).toBe(503);
      expect(await ready?.json()).toEqual({ status: 'unavailable', message: 'Dienst wird beendet' });
      // ...and requests already on their way, or sent before it noticed, are still answered.
      const stats = await fetch(`${server.url}/api/stats`);
      expect(stats.status).toBe(200);
      // Each answer now closes its connection, so kept-alive connections go to the other replicas.
      expect(stats.headers.get('connection')).toBe('close');
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

      const code = await within(exited, 30_000, 'the stop');
      stopped = true;
      expect(code).toBe(0);
      const output = server.output();
      expect(output).toContain('draining: /readyz answers 503, requests are still served');
      expect(output.indexOf('draining')).toBeLessThan(output.indexOf('shutting down'));
      expect(output).toContain('database closed');
      // A planned stop raises no alert: the 503 of /readyz is the answer asked for, no error line.
      expect(output.split('\n').filter((line) => line.includes('"level":50'))).toEqual([]);
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    } finally {
      if (!stopped) await server.kill();
    }
  }, 180_000);

  it('refuses to start beside a restore that was killed halfway, and says how to finish it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-unfinished-'));
    fs.mkdirSync(path.join(dir, 'db.restoring'), { recursive: true });
    try {
      const { code, output } = await runUntilExit({ DATA_DIR: dir }, 60_000, 'the refused start');
      expect(code).toBe(1);
      expect(output).toContain('liegt eine abgebrochene Wiederherstellung');
      // Nothing was created in place of the database the restore was building.
      expect(fs.existsSync(path.join(dir, 'db'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('names SQL_PORT when that port is busy, and closes the database before it exits', async () => {
    const busy = net.createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    const sqlPort = (busy.address() as net.AddressInfo).port;
    try {
      const { code, output } = await runUntilExit(
        { LOG_LEVEL: 'info', DATA_DIR: data.dir, SEED_DEMO: 'false', SQL_PORT: String(sqlPort) },
        120_000,
        'the failed start',
      );
      expect(code).toBe(1);
      expect(output).toContain(
        `Port ${sqlPort} (SQL_PORT) ist schon belegt: den anderen Server stoppen oder mit SQL_PORT=… einen anderen wählen`,
      );
      expect(output).not.toMatch(/with PORT=/);
      expect(output).toContain('database closed');
    } finally {
      busy.close();
    }
  }, 180_000);
});
