import http from 'node:http';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../src/support/api-client';
import { signUp, type Member } from '../src/support/accounts';
import { serversPerKind, type ApiServer } from '../src/support/api-server';

/** As api/src/routes/live/stream-cap.ts allows: a phone and a few tabs. */
const STREAMS_PER_ACCOUNT = 5;

const servers = serversPerKind();

interface Stream {
  status: number;
  /** The answer's text when it is no stream (a refusal); empty for a stream. */
  text: Promise<string>;
  close(): void;
}

/**
 * Opens the live stream as the browser's EventSource would, with the client's session; resolves once the
 * answer's head is in. A refused one is read to its end; an accepted one stays open until `close()`.
 */
function openStream(client: ApiClient, opened: Stream[]): Promise<Stream> {
  const cookie = client.cookie('anpfiff_session');
  return new Promise((resolve, reject) => {
    const req = http.get({
      host: '127.0.0.1',
      port: client.port,
      path: '/api/manage/live',
      headers: {
        host: client.host,
        accept: 'text/event-stream',
        ...(cookie ? { cookie: `anpfiff_session=${cookie}` } : {}),
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      const isStream = /event-stream/.test(res.headers['content-type'] ?? '');
      const text = isStream
        ? Promise.resolve('')
        : new Promise<string>((done) => {
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => done(body));
          });
      if (isStream) res.resume();
      const stream = { status: res.statusCode ?? 0, text, close: () => req.destroy() };
      opened.push(stream);
      resolve(stream);
    });
  });
}

/** Retries `probe` until it holds: a closed stream frees its place once the server has seen it go. */
async function eventually(probe: () => Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(servers.kinds)('live streams per account on %s', (kind) => {
  let server: ApiServer;
  let club: Member;
  let person: Member;
  const opened: Stream[] = [];

  beforeAll(async () => {
    server = servers.get(kind);
    club = await signUp(server, 'club', { fields: { name: 'FC Live Ost' } });
    person = await signUp(server, 'person');
  });
  // Every stream a test opened ends with it, so no test (and no server stop) waits on one.
  afterEach(() => {
    for (const stream of opened.splice(0)) stream.close();
  });

  it('holds a few streams of one account and refuses more with the 429 of the error contract', async () => {
    const streams: Stream[] = [];
    for (let n = 0; n < STREAMS_PER_ACCOUNT; n += 1) streams.push(await openStream(club.client, opened));
    expect(streams.map((s) => s.status)).toEqual(Array(STREAMS_PER_ACCOUNT).fill(200));

    const refused = await openStream(club.client, opened);
    expect(refused.status).toBe(429);
    expect(JSON.parse(await refused.text)).toEqual({
      message: 'Zu viele Anfragen. Bitte versuche es später noch einmal.',
    });

    // Another account is not held up by this one's streams, and neither are ordinary requests: the held
    // streams take no place in the admission queue.
    expect((await openStream(person.client, opened)).status).toBe(200);
    expect((await club.client.get('authentication')).status).toBe(200);

    // A closed stream frees its place.
    streams[0]?.close();
    await eventually(async () => {
      const again = await openStream(club.client, opened);
      if (again.status !== 200) await again.text;
      return again.status === 200;
    });
  });

  it('counts streams per account, not per session: a second sign-in of the same account gets no more', async () => {
    const elsewhere = server.client();
    expect((await elsewhere.post('login', { username: club.email, password: club.password })).status).toBe(
      200,
    );
    for (let n = 0; n < STREAMS_PER_ACCOUNT; n += 1)
      expect((await openStream(n % 2 ? elsewhere : club.client, opened)).status).toBe(200);
    expect((await openStream(elsewhere, opened)).status).toBe(429);
  });
});
