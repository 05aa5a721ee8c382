import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedEventSource } from './shared-event-source';

/** An EventSource that connects when the test says so and records whether it was closed. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    super();
    FakeEventSource.made.push(this);
  }
  connect() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  /** The browser tries again after a dropped connection, and gives up for good on an error status. */
  fail(forGood: boolean) {
    this.readyState = forGood ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
  send(type: string, data: string, lastEventId = '') {
    this.dispatchEvent(new MessageEvent(type, { data, lastEventId }));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });

function show(state: DocumentVisibilityState) {
  page.visibilityState = state;
  page.dispatchEvent(new Event('visibilitychange'));
}

const open = () => FakeEventSource.made.filter((source) => source.readyState !== FakeEventSource.CLOSED);

function listener() {
  const messages: string[] = [];
  const readies: string[] = [];
  let resyncs = 0;
  return {
    messages,
    readies,
    resyncs: () => resyncs,
    args: [
      (data: string) => messages.push(data),
      () => (resyncs += 1),
      (position: string) => readies.push(position),
    ] as const,
  };
}

describe('a shared event source', () => {
  beforeEach(() => {
    FakeEventSource.made = [];
    page.visibilityState = 'visible';
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('document', page);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives every part of a page its events over one connection, closed when the last one stops', () => {
    const subscribe = sharedEventSource('/live', 'matching');
    const a = listener();
    const b = listener();
    const stopA = subscribe(...a.args);
    const stopB = subscribe(...b.args);
    expect(FakeEventSource.made).toHaveLength(1);
    const [source] = FakeEventSource.made;
    source?.connect();
    source?.send('matching', 'one');
    source?.send('other', 'ignored');
    expect(a.messages).toEqual(['one']);
    expect(b.messages).toEqual(['one']);

    stopA();
    source?.send('matching', 'two');
    expect(a.messages).toEqual(['one']);
    expect(b.messages).toEqual(['one', 'two']);
    expect(open()).toHaveLength(1);
    stopB();
    expect(open()).toHaveLength(0);
    // Stopped for good: showing the page again opens nothing.
    show('hidden');
    show('visible');
    expect(FakeEventSource.made).toHaveLength(1);
  });

  it('closes while the page is hidden, and once connected again asks every part once to fetch anew', () => {
    const subscribe = sharedEventSource('/live', 'matching');
    const a = listener();
    const b = listener();
    subscribe(...a.args);
    subscribe(...b.args);
    FakeEventSource.made[0]?.connect();
    expect(a.resyncs()).toBe(0);

    show('hidden');
    expect(open()).toHaveLength(0);
    show('visible');
    expect(FakeEventSource.made).toHaveLength(2);
    const reopened = FakeEventSource.made[1];
    // Before the new connection stands, a fetch could still miss a change: it waits for it.
    expect(a.resyncs()).toBe(0);
    reopened?.connect();
    expect([a.resyncs(), b.resyncs()]).toEqual([1, 1]);
    // The browser's own reconnects resume with Last-Event-ID: no further fetch.
    reopened?.connect();
    expect(a.resyncs()).toBe(1);
    reopened?.send('matching', 'after');
    expect(b.messages).toEqual(['after']);
  });

  it('fetches anew once when the page is shown again and the stream is refused, not while it is retried', () => {
    const subscribe = sharedEventSource('/live', 'matching');
    const a = listener();
    const stop = subscribe(...a.args);
    FakeEventSource.made.at(-1)?.connect();

    show('hidden');
    show('visible');
    const reopened = FakeEventSource.made.at(-1);
    // A connection that failed and is tried again may still connect: it waits for that.
    reopened?.fail(false);
    expect(a.resyncs()).toBe(0);
    // Refused for good (the cap on an account's streams): nothing will tell the page what it missed.
    reopened?.fail(true);
    expect(a.resyncs()).toBe(1);
    reopened?.fail(true);
    expect(a.resyncs()).toBe(1);
    stop();
  });

  it("tells every part where the page's first stream listens from, and not that of a stream opened again", () => {
    const subscribe = sharedEventSource('/live', 'matching');
    const a = listener();
    const b = listener();
    const stopA = subscribe(...a.args);
    const stopB = subscribe(...b.args);
    const first = FakeEventSource.made.at(-1);
    first?.connect();
    first?.send('ready', '{}', '7-42');
    expect([a.readies, b.readies]).toEqual([['7-42'], ['7-42']]);
    expect([a.resyncs(), b.resyncs()]).toEqual([0, 0]);

    // Shown again, every part fetches anew once connected: the new stream's position adds nothing.
    show('hidden');
    show('visible');
    const reopened = FakeEventSource.made.at(-1);
    reopened?.connect();
    reopened?.send('ready', '{}', '7-50');
    expect(a.readies).toEqual(['7-42']);
    expect(a.resyncs()).toBe(1);
    stopA();
    stopB();
  });

  it('asks every part to fetch anew when the server could not replay what a reconnect missed', () => {
    const subscribe = sharedEventSource('/live', 'matching');
    const a = listener();
    const b = listener();
    subscribe(...a.args);
    subscribe(...b.args);
    const [source] = FakeEventSource.made;
    source?.connect();
    source?.send('resync', '{}');
    expect([a.resyncs(), b.resyncs()]).toEqual([1, 1]);
    expect(a.messages).toEqual([]);
  });

  it('connects a page opened in the background once it is shown, and then fetches again', () => {
    page.visibilityState = 'hidden';
    const subscribe = sharedEventSource('/live', 'matching');
    const a = listener();
    subscribe(...a.args);
    expect(FakeEventSource.made).toHaveLength(0);
    show('visible');
    FakeEventSource.made[0]?.connect();
    expect(a.resyncs()).toBe(1);
  });

  it('opens anew for a new part when the server had ended the stream for good', () => {
    const subscribe = sharedEventSource('/live', 'matching');
    const a = listener();
    subscribe(...a.args);
    FakeEventSource.made[0]?.close();
    const b = listener();
    subscribe(...b.args);
    expect(open()).toHaveLength(1);
    FakeEventSource.made[1]?.connect();
    expect([a.resyncs(), b.resyncs()]).toEqual([1, 1]);
  });
});
