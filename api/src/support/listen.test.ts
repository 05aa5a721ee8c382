import type http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from './listen';

/** Everything the server sends on one connection until it closes it; `data` parts are sent in turn. */
function exchange(port: number, ...data: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const timeout = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server did not close the connection; received: ${received}`));
    }, 5_000);
    const rest = [...data];
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(rest.shift() ?? ''));
    socket.on('data', (chunk: string) => {
      received += chunk;
      // The next part once the previous answer (or its head) is in.
      if (rest.length > 0 && /\r\n\r\n/.test(received)) socket.write(rest.shift() ?? '');
    });
    // A reset after the answer arrived still ends the exchange; the answer is what counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timeout);
      resolve(received);
    });
  });
}

const get = (target: string, extra = '') => `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}\r\n`;

function answer(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
}

describe('the HTTP server of the app', () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    const app = new Koa();
    app.use((ctx) => {
      if (ctx.path === '/slow') {
        // An answer whose head is out while its body is still coming, as a live stream's is.
        ctx.respond = false;
        ctx.res.writeHead(200, { 'content-type': 'text/plain' });
        ctx.res.write('erster Teil');
        return;
      }
      ctx.body = { ok: true };
    });
    server = await listen(app, 0, '127.0.0.1');
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await closed;
  });

  it('answers an address longer than the header limit with a German JSON 431, then closes', async () => {
    for (const target of [
      `/api/jobs?query=${'a'.repeat(100_000)}`,
      `/api/jobs?${'states=CH-ZH&'.repeat(3000)}`,
    ]) {
      const res = answer(await exchange(port, get(target)));
      expect(res).toEqual({
        status: 431,
        headers: expect.objectContaining({
          'content-type': 'application/json; charset=utf-8',
          connection: 'close',
        }) as unknown,
        body: { message: 'Die Anfrage ist zu lang.' },
      });
    }
  });

  it('answers a request it cannot parse with the German 400 message', async () => {
    const res = answer(await exchange(port, 'KAPUTT\r\n\r\n'));
    expect({ status: res.status, body: res.body }).toEqual({
      status: 400,
      body: { message: 'Die Anfrage konnte nicht gelesen werden.' },
    });
    const badHeader = answer(await exchange(port, get('/', 'X-Kaputt: a\u0001b\r\n')));
    expect(badHeader.status).toBe(400);
  });

  it('answers a bad request on a kept-alive connection after its earlier answers', async () => {
    const raw = await exchange(port, get('/'), get(`/?q=${'a'.repeat(20_000)}`));
    expect(raw.startsWith('HTTP/1.1 200 OK')).toBe(true);
    expect(answer(raw.slice(raw.indexOf('HTTP/1.1 431'))).body).toEqual({
      message: 'Die Anfrage ist zu lang.',
    });
  });

  it('writes nothing into an answer already under way, and closes the connection', async () => {
    const raw = await exchange(port, get('/slow'), get(`/?q=${'a'.repeat(20_000)}`));
    expect(raw).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(raw).toContain('erster Teil');
    expect(raw).not.toContain('431');
  });
});
