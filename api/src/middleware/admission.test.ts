import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { admission } from './admission';

type Ctx = Parameters<ReturnType<typeof admission>>[0];

/** A request that stays at work until `finish()` is called; `started` tells whether it was admitted. */
function request(gate: ReturnType<typeof admission>, path: string) {
  let finish!: () => void;
  const work = new Promise<void>((resolve) => (finish = resolve));
  const state = { started: false, done: false };
  const handled = gate({ path, state: {} } as Ctx, async () => {
    state.started = true;
    await work;
  }).then(() => {
    state.done = true;
  });
  return { state, finish, handled };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('admission', () => {
  it('lets the limit of API requests work at once and admits the waiting ones in the order they came', async () => {
    const gate = admission(2);
    const [a, b, c, d] = ['/api/jobs', '/api/login', '/api/people', '/api/clubs'].map((p) =>
      request(gate, p),
    );
    await settle();
    expect([a, b, c, d].map((r) => r?.state.started)).toEqual([true, true, false, false]);

    b?.finish();
    await settle();
    expect([c, d].map((r) => r?.state.started)).toEqual([true, false]);

    a?.finish();
    await settle();
    expect(d?.state.started).toBe(true);
    c?.finish();
    d?.finish();
    await Promise.all([a, b, c, d].map((r) => r?.handled));
  });

  it('lends the place of a request that is hashing a password to the next one, which it then waits behind', async () => {
    const gate = admission(1);
    let hashed!: () => void;
    const hashing = new Promise<void>((resolve) => (hashed = resolve));
    const steps: string[] = [];
    const ctx = { path: '/api/login', state: {} } as Ctx;
    const login = gate(ctx, async () => {
      steps.push('account read');
      await ctx.state.makeWay(() => hashing);
      steps.push('session written');
    });
    await settle();
    const search = request(gate, '/api/jobs');
    await settle();
    expect(search.state.started).toBe(true);
    hashed();
    await settle();
    expect(steps).toEqual(['account read']);
    search.finish();
    await Promise.all([login, search.handled]);
    expect(steps).toEqual(['account read', 'session written']);
  });

  it('frees the place of a request that failed', async () => {
    const gate = admission(1);
    await expect(
      gate({ path: '/api/jobs', state: {} } as Ctx, async () => {
        throw new Error('kaputt');
      }),
    ).rejects.toThrow('kaputt');
    const next = request(gate, '/api/jobs');
    await settle();
    expect(next.state.started).toBe(true);
    next.finish();
    await next.handled;
  });

  it('never queues pages outside the API', async () => {
    const gate = admission(1);
    const busy = request(gate, '/api/jobs');
    const page = request(gate, '/jobs');
    await settle();
    expect([busy.state.started, page.state.started]).toEqual([true, true]);
    for (const r of [busy, page]) r.finish();
    await Promise.all([busy, page].map((r) => r.handled));
  });

  it('queues the opening of a live stream like any request, and frees its place once the stream is set up', async () => {
    const gate = admission(1);
    const busy = request(gate, '/api/jobs');
    const live = request(gate, '/api/manage/live');
    await settle();
    // Its audience look-up and resume scan wait their turn.
    expect(live.state.started).toBe(false);
    busy.finish();
    await settle();
    expect(live.state.started).toBe(true);

    // The handler returns with the stream as its body; Koa sends it after the chain, so the stream stays
    // open while the next request works.
    const held = new PassThrough();
    const ctx = { path: '/api/manage/live', state: {}, body: undefined as unknown } as Ctx & {
      body: unknown;
    };
    const opened = gate(ctx, async () => {
      ctx.body = held;
    });
    live.finish();
    await opened;
    const next = request(gate, '/api/people');
    await settle();
    expect(next.state.started).toBe(true);
    expect(held.writableEnded).toBe(false);
    next.finish();
    held.end();
    await Promise.all([busy, live, next].map((r) => r.handled));
  });
});
