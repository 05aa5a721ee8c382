import type { PGlite } from '@electric-sql/pglite';
import type { Knex } from 'knex';
import type pg from 'pg';
import type { Logger } from '../../logger/logger';
import { pgliteOf } from '../../db/create-knex';
import { sleep } from '../deliver';
import { LogWatch } from './log-watch';

/** Set by the trigger of migration 0004 at the commit of every transaction that appended events. */
export const EVENTS_CHANNEL = 'anpfiff_events';

/**
 * What consumers of one database share: the commit notifications, and the lock that lets one member of a
 * group work at a time. On a server both sit on one dedicated connection outside the pool, so the lock
 * goes away with the process (or its connection) and a standby member takes over.
 */
export interface LogSession {
  onNotify(listener: () => void): () => void;
  /**
   * The fallback poll for missed notifications: while watched, the session looks at the log every
   * `intervalMs` and wakes the onNotify listeners when it changed (see LogWatch).
   */
  watch(intervalMs: number): () => void;
  /** The group's lock, or undefined while another member (in this process or another) holds it. */
  tryLock(group: string): Promise<GroupLock | undefined>;
  close(): Promise<void>;
}

export interface GroupLock {
  /** False once released, or once the connection holding it broke. */
  readonly held: boolean;
  release(): Promise<void>;
}

class Lock implements GroupLock {
  held = true;
  constructor(private readonly onRelease: () => Promise<void>) {}
  async release(): Promise<void> {
    if (!this.held) return;
    this.held = false;
    await this.onRelease();
  }
}

export interface SessionOptions {
  /** Off only to prove the fallback poll works on its own. */
  listen?: boolean;
  logger?: Logger;
}

export async function openLogSession(db: Knex, options: SessionOptions = {}): Promise<LogSession> {
  const pglite = pgliteOf(db);
  const session = pglite ? new PgliteSession(db, pglite) : new ServerSession(db, options.logger);
  if (options.listen !== false) await session.listen();
  return session;
}

abstract class BaseSession {
  protected readonly listeners = new Set<() => void>();
  protected readonly held = new Map<string, Lock>();
  protected readonly logWatch: LogWatch;

  constructor(protected readonly db: Knex) {
    this.logWatch = new LogWatch(db, () => this.notifyAll());
  }

  watch(intervalMs: number): () => void {
    return this.logWatch.add(intervalMs);
  }

  onNotify(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  protected notifyAll(): void {
    for (const listener of this.listeners) listener();
  }

  protected grant(group: string, release: () => Promise<void>): GroupLock {
    const lock = new Lock(async () => {
      this.held.delete(group);
      await release();
    });
    this.held.set(group, lock);
    return lock;
  }

  protected async releaseAll(): Promise<void> {
    for (const lock of [...this.held.values()]) await lock.release();
  }
}

// PGlite is one connection in one process: a plain set per database is the whole lock.
const pgliteLocks = new WeakMap<PGlite, Set<string>>();

class PgliteSession extends BaseSession implements LogSession {
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    db: Knex,
    private readonly pglite: PGlite,
  ) {
    super(db);
  }

  async listen(): Promise<void> {
    // Taking knex's only connection first keeps LISTEN out of a transaction another caller has open.
    const client = this.db.client as {
      acquireConnection(): Promise<unknown>;
      releaseConnection(c: unknown): unknown;
    };
    const connection = await client.acquireConnection();
    try {
      this.unlisten = await this.pglite.listen(EVENTS_CHANNEL, () => this.notifyAll());
    } finally {
      await client.releaseConnection(connection);
    }
  }

  async tryLock(group: string): Promise<GroupLock | undefined> {
    let locks = pgliteLocks.get(this.pglite);
    if (!locks) pgliteLocks.set(this.pglite, (locks = new Set()));
    if (locks.has(group)) return undefined;
    locks.add(group);
    return this.grant(group, async () => {
      locks.delete(group);
    });
  }

  async close(): Promise<void> {
    await this.logWatch.close();
    await this.releaseAll();
    this.listeners.clear();
    const unlisten = this.unlisten;
    if (!unlisten) return;
    // Like LISTEN, UNLISTEN must not land inside a transaction another caller has open on the connection.
    const client = this.db.client as {
      acquireConnection(): Promise<unknown>;
      releaseConnection(c: unknown): unknown;
    };
    const connection = await client.acquireConnection().catch(() => undefined);
    try {
      await unlisten().catch(() => undefined);
    } finally {
      if (connection) await client.releaseConnection(connection);
    }
  }
}

type RawClient = pg.Client & { __knex__disposed?: unknown };

class ServerSession extends BaseSession implements LogSession {
  private client: RawClient | undefined;
  private listening = false;
  private closed = false;
  private reconnecting: Promise<void> | undefined;

  constructor(
    db: Knex,
    private readonly logger: Logger | undefined,
  ) {
    super(db);
  }

  private connecting: Promise<RawClient> | undefined;

  private connection(): Promise<RawClient> {
    if (this.client && !this.client.__knex__disposed) return Promise.resolve(this.client);
    // Consumers starting together share one connection attempt rather than opening one each.
    this.connecting ??= this.connect().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async connect(): Promise<RawClient> {
    const client = (await (
      this.db.client as { acquireRawConnection(): Promise<RawClient> }
    ).acquireRawConnection()) as RawClient;
    if (this.closed) {
      await client.end().catch(() => undefined);
      throw new Error('event log session is closed');
    }
    client.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL) this.notifyAll();
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    this.client = client;
    if (this.listening) await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    return client;
  }

  async listen(): Promise<void> {
    this.listening = true;
    const existing = this.client;
    const client = await this.connection();
    // A fresh connection LISTENs as it opens; one opened earlier for a lock has to be told now.
    if (client === existing) await client.query(`LISTEN ${EVENTS_CHANNEL}`);
  }

  /** Locks and notifications died with the connection: drop the locks, wake everyone, and reconnect. */
  private lost(client: RawClient, error: unknown): void {
    if (this.closed || client !== this.client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    for (const lock of this.held.values()) lock.held = false;
    this.held.clear();
    this.logger?.warn({ err: error }, 'event log lost its listen connection; reconnecting');
    this.notifyAll();
    this.reconnecting ??= this.reconnect().finally(() => (this.reconnecting = undefined));
  }

  private async reconnect(): Promise<void> {
    for (let wait = 500; !this.closed; wait = Math.min(wait * 2, 10_000)) {
      await sleep(wait);
      try {
        await this.connection();
        this.notifyAll();
        return;
      } catch (error) {
        this.logger?.warn({ err: error }, 'event log cannot reconnect yet');
      }
    }
  }

  async tryLock(group: string): Promise<GroupLock | undefined> {
    // Advisory locks are re-entrant within one connection: a second member in this process must wait here.
    if (this.held.has(group)) return undefined;
    const client = await this.connection();
    const result = await client.query<{ ok: boolean }>(
      "select pg_try_advisory_lock(hashtext('anpfiff.events'), hashtext($1)) as ok",
      [group],
    );
    if (!result.rows[0]?.ok) return undefined;
    return this.grant(group, async () => {
      if (client !== this.client) return;
      await client
        .query("select pg_advisory_unlock(hashtext('anpfiff.events'), hashtext($1))", [group])
        .catch(() => undefined);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.logWatch.close();
    this.listeners.clear();
    for (const lock of this.held.values()) lock.held = false;
    this.held.clear();
    const client = this.client;
    this.client = undefined;
    // Ending the connection also releases its advisory locks and its LISTEN.
    await client?.end().catch(() => undefined);
  }
}
