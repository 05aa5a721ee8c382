import http from 'node:http';
import type { EventLog, Subscription } from '@anpfiff/core/events/event-log';
import { COMMITTED } from '@anpfiff/core/events/outbox/event-reader';
import { waitFor } from '@anpfiff/core/events/testing/event-log-testing';
import { createPgEventLog } from '@anpfiff/core/events/pg/pg-event-log';
import { createLogger } from '@anpfiff/core/logger/logger';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '@anpfiff/core/testing/test-databases';
import { MATCHER_EVENTS, MATCHER_GROUP, matcherHandler } from '@anpfiff/matcher/matcher-handler';
import type { PersonProfile, Place } from '@anpfiff/schemas/entities/profiles';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createJob } from '../../commands/create-job';
import { registerClub } from '../../commands/register-club';
import { registerPerson } from '../../commands/register-person';
import { updateClub } from '../../commands/update-club';
import { updateJob } from '../../commands/update-job';
import { updatePerson } from '../../commands/update-person';
import { verifyAccount } from '../../commands/verify-account';
import { type LiveHub, startLiveHub } from '../../live/live-hub';
import { hashPassword } from '../../support/passwords';
import { startTestApp, type TestApp } from '../../testing/test-app';

const BERN: Place = { zip: '3011', city: 'Bern', state: 'CH-BE', lat: 46.948, lon: 7.4474 };

/** Opens the SSE stream and collects its frames until the test ends it. */
function openStream(app: TestApp, cookie: string, lastEventId?: string) {
  const url = new URL(app.url);
  const frames: string[] = [];
  let buffer = '';
  const req = http.get({
    host: url.hostname,
    port: url.port,
    path: '/api/manage/live',
    headers: { cookie, host: url.host, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
  });
  const ready = new Promise<http.IncomingMessage>((resolve) => req.on('response', resolve));
  void ready.then((res) =>
    res.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n\n');
      buffer = parts.pop() ?? '';
      frames.push(...parts);
    }),
  );
  let ended = false;
  void ready.then((res) => res.on('end', () => (ended = true)));
  return { frames, ready, ended: () => ended, close: () => req.destroy() };
}

async function signIn(app: TestApp, username: string, password: string): Promise<string> {
  const login = await app.request('POST', '/api/login', { body: JSON.stringify({ username, password }) });
  expect(login.status).toBe(200);
  return (login.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
}

// A replay reads only what lies below the server-wide transaction horizon (COMMITTED), which a long
// transaction of another test database on the same PostgreSQL server holds back for as long as it is open.
async function until<T>(what: string, probe: () => T | undefined, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const dataOf = (frame: string) =>
  JSON.parse(/^data: (.*)$/m.exec(frame)?.[1] ?? '{}') as Record<string, unknown>;
const matchingFrames = (frames: string[]) => frames.filter((f) => f.includes('event: matching'));

describe.each(testDatabaseKinds())('GET /api/manage/live on %s', (kind) => {
  let t: TestDatabase;
  let log: EventLog;
  let matcher: Subscription;
  let hub: LiveHub;
  let app: TestApp;
  let clubCookie: string;
  let clubId: string;
  let personId: string;

  /** Matching changes as the matcher announces them, written straight into the log. */
  async function announce(
    changes: { clubId: string; personId: string; change: string }[],
    trx?: Knex.Transaction,
  ) {
    const write = async (into: Knex.Transaction) => {
      for (const [n, c] of changes.entries())
        await log.append(into, {
          type: 'matching.changed',
          aggregateId: `job-x:${c.personId}:${n}`,
          country: 'CH',
          version: 1,
          payload: { jobId: 'job-x', personId: c.personId, clubId: c.clubId, change: c.change },
        });
    };
    if (trx) await write(trx);
    else await t.db.transaction(write);
  }

  /**
   * Waits until every event written so far lies below the transaction horizon. A resume reads only what
   * lies below it, once, when the stream opens: a stream opened while another test database's transaction
   * holds the horizon back replays nothing and gets the events live later, so it tests no resume.
   */
  const settled = () =>
    waitFor(
      'the events to pass the transaction horizon',
      async () => !(await t.db('events').whereRaw(`not (${COMMITTED})`).first('id')),
    );

  /** The id a stream would have sent last: the position of the newest event of the log. */
  async function newestId(): Promise<string> {
    await settled();
    let position = '';
    for await (const event of log.tail({ last: 1 })) position = event.position;
    return position;
  }

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    log = await createPgEventLog(t.db);
    matcher = await log.subscribe({ group: MATCHER_GROUP, handler: matcherHandler, types: MATCHER_EVENTS });
    hub = startLiveHub(log, t.db, createLogger({ level: 'silent' }));
    app = await startTestApp(t.db, {}, { live: hub });
    const passwordHash = await hashPassword('geheim-123');
    const club = await registerClub(
      t.db,
      { email: 'verein@example.com', passwordHash, country: 'CH' },
      { name: 'FC Bern Ost', description: '', address: BERN, contactInformation: {} },
    );
    clubId = club.clubId;
    await verifyAccount(t.db, club.accountId);
    await createJob(t.db, club.clubId, {
      clubFunction: 'SCHIEDSRICHTER',
      salary: 900,
      searchRadius: 0,
      description: 'Wir stellen einen Schiedsrichter für den Verband.',
      jobExtras: [],
      address: BERN,
      contactInformation: {},
    });
    const person: PersonProfile = {
      firstName: 'Noah',
      lastName: 'Keller',
      description: '',
      gender: 'MALE',
      address: BERN,
      interestedClubFunctions: [],
      searchRadius: 0,
    };
    const registered = await registerPerson(
      t.db,
      { email: 'noah@example.com', passwordHash, country: 'CH' },
      person,
    );
    personId = registered.personId;
    await verifyAccount(t.db, registered.accountId);
    clubCookie = await signIn(app, 'verein@example.com', 'geheim-123');
  });
  afterAll(async () => {
    await app?.close();
    await hub?.stop();
    await matcher?.stop();
    await log?.close();
    await t?.close();
  });

  it('needs a signed-in person or club', async () => {
    expect((await app.request('GET', '/api/manage/live')).status).toBe(401);
  });

  it("tells a club within seconds that a person's new profile matches its offer, and resumes after a reconnect", async () => {
    const stream = openStream(app, clubCookie);
    const res = await stream.ready;
    expect(res.headers['content-type']).toContain('text/event-stream');

    await updatePerson(t.db, personId, {
      firstName: 'Noah',
      lastName: 'Keller',
      description: 'Ich möchte Schiedsrichter werden.',
      gender: 'MALE',
      address: BERN,
      interestedClubFunctions: ['SCHIEDSRICHTER'],
      searchRadius: 20,
    });
    // The hub may tell the profile edit as 'updated' first, when it reads it after the matcher matched it.
    const frame = await until('added frame', () =>
      stream.frames.find((f) => f.includes('event: matching') && f.includes('"change":"added"')),
    );
    const id = /^id: (\d+-\d+)$/m.exec(frame)?.[1];
    expect(JSON.parse(/^data: (.*)$/m.exec(frame)?.[1] ?? '{}')).toMatchObject({ personId, change: 'added' });
    stream.close();

    // The person loses interest while the club is offline; the reconnect brings the removal.
    await updatePerson(t.db, personId, {
      firstName: 'Noah',
      lastName: 'Keller',
      description: '',
      gender: 'MALE',
      address: BERN,
      interestedClubFunctions: ['PLATZWART'],
      searchRadius: 20,
    });
    // Wait until the removal is in the log, so only the resume can deliver it to the new stream.
    const deadline = Date.now() + 5000;
    while (
      !(await t
        .db('events')
        .where({ type: 'matching.changed' })
        .whereRaw("payload->>'change' = 'removed'")
        .first())
    ) {
      if (Date.now() > deadline) throw new Error('the matcher did not remove the matching');
      await new Promise((r) => setTimeout(r, 20));
    }
    const again = openStream(app, clubCookie, id);
    const removal = await until('removal frame', () =>
      again.frames.find((f) => f.includes('"change":"removed"')),
    );
    expect(removal).toContain(`"personId":"${personId}"`);
    again.close();
  });

  it('tells a club when a matched person or its matched offer changes what the cards show, though no score does', async () => {
    const referee: PersonProfile = {
      firstName: 'Noah',
      lastName: 'Keller',
      description: '',
      gender: 'MALE',
      address: BERN,
      interestedClubFunctions: ['SCHIEDSRICHTER'],
      searchRadius: 20,
    };
    const stream = openStream(app, clubCookie);
    await stream.ready;
    await updatePerson(t.db, personId, referee);
    const added = await until('added frame', () => stream.frames.find((f) => f.includes('"change":"added"')));
    // When the hub reads the profile edit after the matcher has already matched it, that edit is told as
    // 'updated' too, just before the 'added'. Only frames after the 'added' belong to the rename.
    const afterAdded = stream.frames.indexOf(added) + 1;
    const matching = (await t.db('matchings').where({ personId }).first('jobId')) as { jobId: string };

    // A new surname changes neither score nor reasons: the matcher writes no matching.changed.
    await updatePerson(t.db, personId, { ...referee, lastName: 'Keller-Brunner' });
    const renamed = await until('updated frame', () =>
      stream.frames.slice(afterAdded).find((f) => f.includes('"change":"updated"')),
    );
    expect(JSON.parse(/^data: (.*)$/m.exec(renamed)?.[1] ?? '{}')).toEqual({
      jobId: matching.jobId,
      personId,
      change: 'updated',
    });

    // The club's own edit of the offer reaches its matchings page too, once.
    const seen = stream.frames.length;
    await updateJob(t.db, matching.jobId, {
      clubFunction: 'SCHIEDSRICHTER',
      salary: 1200,
      searchRadius: 0,
      description: 'Wir stellen einen Schiedsrichter für den Verband, neu mit Spesen.',
      jobExtras: [],
      address: BERN,
      contactInformation: {},
    });
    const edited = await until('offer frame', () =>
      stream.frames.slice(seen).find((f) => f.includes('event: matching')),
    );
    expect(JSON.parse(/^data: (.*)$/m.exec(edited)?.[1] ?? '{}')).toEqual({
      jobId: matching.jobId,
      personId: null,
      change: 'updated',
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(stream.frames.slice(seen).filter((f) => f.includes('event: matching'))).toHaveLength(1);
    stream.close();
  });

  it('tells a club on a reconnect that a matched person changed what its card shows while it was away', async () => {
    const referee: PersonProfile = {
      firstName: 'Noah',
      lastName: 'Keller-Brunner',
      description: '',
      gender: 'MALE',
      address: BERN,
      interestedClubFunctions: ['SCHIEDSRICHTER'],
      searchRadius: 20,
    };
    expect(await t.db('matchings').where({ personId, clubId }).first()).toBeDefined();
    const stranger = await registerPerson(
      t.db,
      { email: 'lea@example.com', passwordHash: await hashPassword('geheim-123'), country: 'CH' },
      { ...referee, firstName: 'Lea', lastName: 'Frei', interestedClubFunctions: [] },
    );
    /** Waits until the hub has handed out `personId`'s edit, so only the resume can tell a new stream. */
    const handedOut = (who: string) =>
      new Promise<void>((resolve) => {
        const stop = hub.listen((c) => {
          if (c.personId !== who || c.change !== 'updated') return;
          stop();
          resolve();
        });
      });

    // The page had everything up to here when its connection dropped.
    const first = openStream(app, clubCookie);
    await first.ready;
    const lastSeen = await newestId();
    first.close();

    // Someone the club's offers do not match edits their profile: nothing for this page to fetch.
    await updatePerson(t.db, stranger.personId, { ...referee, firstName: 'Lea', lastName: 'Frei-Graf' });
    const unrelated = openStream(app, clubCookie, lastSeen);
    await unrelated.ready;
    await new Promise((r) => setTimeout(r, 200));
    expect(unrelated.frames.some((f) => f.includes('event: resync'))).toBe(false);
    unrelated.close();

    // The matched person changes only a name, so no matching.changed: the card is stale unless told.
    const passed = handedOut(personId);
    await updatePerson(t.db, personId, { ...referee, firstName: 'Noa' });
    await passed;
    // A change of the club's own that follows the edit, so the replay sends something after it.
    await announce([{ clubId, personId: 'after-the-edit', change: 'added' }]);
    const again = openStream(app, clubCookie, lastSeen);
    const told = await until('update or resync', () =>
      again.frames.find(
        (f) =>
          f.includes('event: resync') || (f.includes('event: matching') && dataOf(f).personId === personId),
      ),
    );
    expect(told).toBeDefined();
    await until('replayed change', () =>
      matchingFrames(again.frames).find((f) => dataOf(f).personId === 'after-the-edit'),
    );
    // Ids only ever grow, so a browser that reconnects again resumes after all of it.
    const ids = again.frames.flatMap((f) => /^id: (.+)$/m.exec(f)?.[1] ?? []);
    const positions = ids.map((id) => id.split('-').map(BigInt) as [bigint, bigint]);
    for (const [n, p] of positions.entries()) {
      const before = positions[n - 1];
      if (before) expect(p[0] > before[0] || (p[0] === before[0] && p[1] >= before[1])).toBe(true);
    }
    again.close();

    // Once told, a browser that reconnects from the last id it got is not sent to fetch everything again.
    const lastId = ids.at(-1);
    expect(lastId).toBeDefined();
    const third = openStream(app, clubCookie, lastId);
    await third.ready;
    await new Promise((r) => setTimeout(r, 200));
    expect(third.frames.some((f) => f.includes('event: resync'))).toBe(false);
    expect(matchingFrames(third.frames)).toHaveLength(0);
    third.close();
  });

  it("resumes with the user's own changes, however many of other users' came in between", async () => {
    const lastSeen = await newestId();
    const legacyId = lastSeen.split('-')[1] ?? '';
    await announce(
      Array.from({ length: 600 }, (_, n) => ({ clubId: 'other-club', personId: `p${n}`, change: 'added' })),
    );
    await announce([{ clubId, personId: 'away-person', change: 'removed' }]);
    await settled();

    // As streams send their ids now, and as a bare offset, as they sent before.
    for (const since of [lastSeen, legacyId]) {
      const stream = openStream(app, clubCookie, since);
      const mine = await until('own change', () => matchingFrames(stream.frames)[0]);
      expect(dataOf(mine)).toEqual({ jobId: 'job-x', personId: 'away-person', change: 'removed' });
      await new Promise((r) => setTimeout(r, 200));
      expect(matchingFrames(stream.frames)).toHaveLength(1);
      expect(stream.frames.some((f) => f.includes('event: resync'))).toBe(false);
      stream.close();
    }
  });

  it('tells a new stream the place it listens from, as its id too, so a reconnect before any change misses none', async () => {
    await announce([{ clubId, personId: 'before-person', change: 'added' }]);
    const before = await newestId();
    // The hub has handed that change out: the new stream is to listen from after it.
    await waitFor('the hub to reach the newest event', async () => hub.position() === before);
    const first = openStream(app, clubCookie);
    const ready = await until('ready frame', () => first.frames.find((f) => f.includes('event: ready')));
    expect(ready).toBe(`id: ${before}\nevent: ready\ndata: {}`);
    first.close();

    // The connection drops before any change came; one lands meanwhile; the browser resumes from the id.
    await announce([{ clubId, personId: 'gap-person', change: 'added' }]);
    await settled();
    const again = openStream(app, clubCookie, before);
    const replayed = await until('replayed change', () => matchingFrames(again.frames)[0]);
    expect(dataOf(replayed)).toEqual({ jobId: 'job-x', personId: 'gap-person', change: 'added' });
    // A resumed stream goes on from the id it was given and sends no starting position of its own.
    expect(again.frames.filter((f) => f.includes('event: ready'))).toEqual([]);
    await new Promise((r) => setTimeout(r, 200));
    expect(matchingFrames(again.frames)).toHaveLength(1);
    again.close();
  });

  it('names on a matchings list the position its changes reach to, for the page to compare with its stream', async () => {
    const newest = await newestId();
    const job = (await t.db('jobs').where({ clubId }).first('slug')) as { slug: string };
    const clubList = await app.request('GET', `/api/manage/jobs/${job.slug}/matchings?page=0&maxResults=20`, {
      headers: { cookie: clubCookie },
    });
    expect(clubList.status).toBe(200);
    expect(clubList.headers['x-live-position']).toBe(newest);
    const personCookie = await signIn(app, 'noah@example.com', 'geheim-123');
    const personList = await app.request('GET', '/api/manage/person/matchings?page=0&maxResults=20', {
      headers: { cookie: personCookie },
    });
    expect(personList.headers['x-live-position']).toBe(newest);
  });

  it('asks the page to fetch its lists anew when a reconnect missed more than a stream replays', async () => {
    const lastSeen = await newestId();
    await announce(
      Array.from({ length: 501 }, (_, n) => ({ clubId, personId: `many-${n}`, change: 'added' })),
    );
    await settled();
    const stream = openStream(app, clubCookie, lastSeen);
    await until('resync', () => stream.frames.find((f) => f.includes('event: resync')));
    // The replay is the 500 first, then the resync; changes the hub hands out live afterwards may follow.
    const replayed = stream.frames.slice(
      0,
      stream.frames.findIndex((f) => f.includes('event: resync')),
    );
    expect(matchingFrames(replayed)).toHaveLength(500);
    expect(dataOf(matchingFrames(replayed)[499] ?? '')).toMatchObject({ personId: 'many-499' });
    stream.close();

    // An id that is no position, or one past what the log's columns hold, is no place to resume from.
    for (const id of [
      'not-an-id',
      '9999999999999999999',
      '99999999999999999999-1',
      '1-9999999999999999999',
    ]) {
      const unknown = openStream(app, clubCookie, id);
      expect((await unknown.ready).statusCode).toBe(200);
      await until('resync', () => unknown.frames.find((f) => f.includes('event: resync')));
      unknown.close();
    }
  });

  it('tells the persons an offer matches when its club changes its name, which their cards show', async () => {
    const personCookie = await signIn(app, 'noah@example.com', 'geheim-123');
    const matching = (await t.db('matchings').where({ personId }).first('jobId')) as { jobId: string };
    expect(matching).toBeDefined();
    const stream = openStream(app, personCookie);
    await stream.ready;
    await updateClub(t.db, clubId, {
      name: 'FC Bern Ost 1920',
      description: '',
      address: BERN,
      contactInformation: {},
    });
    const renamed = await until('updated frame', () => matchingFrames(stream.frames)[0]);
    expect(dataOf(renamed)).toEqual({ jobId: matching.jobId, personId, change: 'updated' });
    stream.close();
  });

  if (kind === 'postgres')
    it('delivers changes that commit in another order than their offsets, live and on a resume', async () => {
      const lastSeen = await newestId();
      const stream = openStream(app, clubCookie);
      await stream.ready;
      // The first transaction takes its id first, the second draws the lower offset and commits first.
      const first = await t.db.transaction();
      await first.raw('select pg_current_xact_id()');
      const second = await t.db.transaction();
      await announce([{ clubId, personId: 'committed-second', change: 'added' }], second);
      await announce([{ clubId, personId: 'committed-first', change: 'removed' }], first);
      await second.commit();
      await first.commit();

      const people = (frames: string[]) =>
        matchingFrames(frames)
          .map((f) => dataOf(f).personId)
          .sort();
      await until('both changes', () => (matchingFrames(stream.frames).length >= 2 ? true : undefined));
      expect(people(stream.frames)).toEqual(['committed-first', 'committed-second']);
      stream.close();

      const resumed = openStream(app, clubCookie, lastSeen);
      await until('both changes', () => (matchingFrames(resumed.frames).length >= 2 ? true : undefined));
      expect(people(resumed.frames)).toEqual(['committed-first', 'committed-second']);
      resumed.close();
    });

  it('ends the stream at the next heartbeat once its session is gone: logout, or a password change elsewhere', async () => {
    // Only the heartbeat's interval is faked: the test moves it on instead of waiting 15 s for each.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      /** Moves the heartbeat on; the stream answers with a ping or ends. */
      const heartbeat = (stream: ReturnType<typeof openStream>) => {
        const seen = stream.frames.length;
        vi.advanceTimersByTime(15_000);
        return until('ping or end', () => {
          if (stream.ended()) return 'ended';
          return stream.frames.slice(seen).includes(': ping') ? 'ping' : undefined;
        });
      };

      const clubSession = await signIn(app, 'verein@example.com', 'geheim-123');
      const signedOut = openStream(app, clubSession);
      await signedOut.ready;
      expect(await heartbeat(signedOut)).toBe('ping');
      expect((await app.request('POST', '/api/logout', { headers: { cookie: clubSession } })).status).toBe(
        200,
      );
      expect(await heartbeat(signedOut)).toBe('ended');

      const personSession = await signIn(app, 'noah@example.com', 'geheim-123');
      const elsewhere = await signIn(app, 'noah@example.com', 'geheim-123');
      const replaced = openStream(app, personSession);
      await replaced.ready;
      expect(await heartbeat(replaced)).toBe('ping');
      const change = await app.request('PUT', '/api/manage/password', {
        headers: { cookie: elsewhere },
        body: JSON.stringify({
          oldPassword: 'geheim-123',
          password: 'neues-geheim-456',
          passwordConfirmation: 'neues-geheim-456',
        }),
      });
      expect(change.status).toBe(200);
      expect(await heartbeat(replaced)).toBe('ended');
    } finally {
      vi.useRealTimers();
    }
  });

  // Last: it stops the hub the other tests use.
  it('ends every open stream when the hub stops, so a shutdown does not wait for clients to leave', async () => {
    const stream = openStream(app, clubCookie);
    await stream.ready;
    await hub.stop();
    await until('end of stream', () => (stream.ended() ? true : undefined));
    const late = openStream(app, clubCookie);
    await late.ready;
    await until('end of a stream opened after', () => (late.ended() ? true : undefined));
  });
});
