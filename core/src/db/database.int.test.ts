import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appendEvent, appendEvents } from '../events/append-event';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-databases';
import { createKnex, openDatabase } from './create-knex';
import { migrateToLatest, pendingMigrations } from './migrate';
import { Account } from './models/account';
import { EventRecord } from './models/event-record';

describe.each(testDatabaseKinds())('database on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
  });
  afterAll(() => t.close());

  it('has every migration applied, and running them again changes nothing', async () => {
    expect(await pendingMigrations(t.db)).toEqual([]);
    expect(await migrateToLatest(t.db)).toEqual([]);
  });

  it('commits an event together with the rows of its command', async () => {
    const id = await t.db.transaction(async (trx) => {
      const [account] = await trx('accounts')
        .insert({ email: 'Kassier@Example.com', kind: 'club', country: 'CH', passwordHash: 'x' })
        .returning('id');
      return appendEvent(trx, {
        type: 'account.registered',
        aggregateId: (account as { id: string }).id,
        country: 'CH',
        version: 1,
      });
    });
    const event = await EventRecord.query(t.db).findById(id);
    expect(event).toMatchObject({ type: 'account.registered', aggregateType: 'account', country: 'CH' });
    expect(event?.occurredAt).toBeInstanceOf(Date);
  });

  it('loses the event when the command rolls back, and keeps no half of it', async () => {
    const before = await t.db('events').count({ n: '*' });
    await expect(
      t.db.transaction(async (trx) => {
        await appendEvent(trx, { type: 'club.updated', aggregateId: 'x', country: 'CH', version: 2 });
        // The second account with the same address (other case) violates the unique index.
        await trx('accounts').insert({
          email: 'kassier@example.com',
          kind: 'club',
          country: 'CH',
          passwordHash: 'x',
        });
      }),
    ).rejects.toThrow();
    expect(await t.db('events').count({ n: '*' })).toEqual(before);
  });

  it('refuses to append an event outside a transaction', async () => {
    const notATransaction = t.db as never;
    await expect(
      appendEvent(notATransaction, { type: 'club.updated', aggregateId: 'x', country: 'CH', version: 1 }),
    ).rejects.toThrow(/inside the transaction/);
  });

  it('refuses secrets-sized or nested payloads in events', async () => {
    await expect(
      t.db.transaction((trx) =>
        appendEvent(trx, {
          type: 'club.updated',
          aggregateId: 'x',
          country: 'CH',
          version: 1,
          payload: { nested: { a: 1 } } as never,
        }),
      ),
    ).rejects.toThrow();
  });

  it('appends many events in their order, or none of them when one is invalid', async () => {
    const many = Array.from({ length: 2_500 }, (_, i) => ({
      type: 'matching.changed' as const,
      aggregateId: `job-${i % 7}:person-${i}`,
      country: i % 3 === 0 ? null : ('DE' as const),
      version: 1 + (i % 4),
      payload: { change: i % 2 === 0 ? 'added' : 'removed', score: i, quote: `"{,}' ${i}` },
    }));
    const max = (await t.db('events').max({ max: 'id' }))[0]?.max;
    await t.db.transaction((trx) => appendEvents(trx, many));
    const written = await t
      .db('events')
      .where('id', '>', max ?? 0)
      .orderBy('id')
      .select('type', 'aggregateType', 'aggregateId', 'country', 'version', 'payload', 'txId');
    expect(
      written.map((e) => ({
        type: e.type,
        aggregateId: e.aggregateId,
        country: e.country,
        version: e.version,
        payload: e.payload,
      })),
    ).toEqual(many);
    expect(new Set(written.map((e) => e.aggregateType))).toEqual(new Set(['matching']));
    expect(new Set(written.map((e) => String(e.txId))).size).toBe(1);

    const before = await t.db('events').count({ n: '*' });
    const invalid = [...many.slice(0, 10), ...many.slice(10, 11).map((e) => ({ ...e, aggregateId: '' }))];
    await expect(t.db.transaction((trx) => appendEvents(trx, invalid))).rejects.toThrow();
    await expect(appendEvents(t.db as never, many)).rejects.toThrow(/inside the transaction/);
    expect(await t.db('events').count({ n: '*' })).toEqual(before);
  });

  it('maps camelCase models onto snake_case columns and keeps dates as calendar days', async () => {
    const account = await Account.query(t.db).findOne({ kind: 'club' });
    expect(account?.passwordHash).toBe('x');
    const [row] = await t
      .db('persons')
      .insert({
        accountId: account?.id,
        country: 'CH',
        slug: 'anna-muster',
        firstName: 'Anna',
        lastName: 'Muster',
        birthday: '1990-03-01',
        zip: '8001',
        city: 'Zürich',
        interestedClubFunctions: ['TRAINER', 'SCHIEDSRICHTER'],
      })
      .returning(['birthday', 'interestedClubFunctions']);
    expect(row).toEqual({ birthday: '1990-03-01', interestedClubFunctions: ['TRAINER', 'SCHIEDSRICHTER'] });
  });
});

describe('embedded database files', () => {
  it('keeps every row across a restart of the process', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-db-'));
    try {
      const first = createKnex({ kind: 'pglite', dataDir });
      await migrateToLatest(first);
      await first.transaction((trx) =>
        appendEvent(trx, { type: 'club.updated', aggregateId: 'c1', country: 'DE', version: 3 }),
      );
      await first.destroy();

      const second = await openDatabase({ kind: 'pglite', dataDir });
      expect(await pendingMigrations(second)).toEqual([]);
      expect(await second('events').select('aggregateId', 'version')).toEqual([
        { aggregateId: 'c1', version: 3 },
      ]);
      await second.destroy();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps its directory to its owner: made so, and tightened when an earlier release left it open', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-db-mode-'));
    const umask = process.umask(0o022);
    const modeOf = (dir: string) => fs.statSync(dir).mode & 0o777;
    try {
      const dataDir = path.join(parent, 'data');
      const fresh = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      await fresh.destroy();
      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'db'))).toBe(0o700);

      fs.chmodSync(path.join(dataDir, 'db'), 0o755);
      const again = await openDatabase(
        { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
        { existing: true },
      );
      await again.destroy();
      expect(modeOf(path.join(dataDir, 'db'))).toBe(0o700);
    } finally {
      process.umask(umask);
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  it('gives up on a server that takes the connection and never answers, after 10 s instead of minutes', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const started = Date.now();
    try {
      await expect(
        openDatabase({ kind: 'postgres', url: `postgres://app@127.0.0.1:${port}/anpfiff` }),
      ).rejects.toThrow(/lässt sich nicht öffnen/);
      expect(Date.now() - started).toBeLessThan(30_000);
    } finally {
      silent.close();
    }
  }, 60_000);

  it('names the server, without its password, when PostgreSQL cannot be reached', async () => {
    // That one line is all an operator sees: no warning with a stack trace before it.
    const printed: unknown[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line) => printed.push(line));
    const warn = vi.spyOn(console, 'warn').mockImplementation((line) => printed.push(line));
    await expect(
      openDatabase({ kind: 'postgres', url: 'postgres://app:geheim@127.0.0.1:1/anpfiff' }),
    ).rejects.toThrow(/^PostgreSQL auf 127\.0\.0\.1:1\/anpfiff lässt sich nicht öffnen: (?!.*geheim)/);
    log.mockRestore();
    warn.mockRestore();
    expect(printed).toEqual([]);
  });
});

describe.each(testDatabaseKinds().filter((k) => k === 'postgres'))('connection pool on %s', () => {
  it('opens no more than DATABASE_POOL_SIZE connections and serves the statements beyond in turn', async () => {
    const db = createKnex({ kind: 'postgres', url: process.env.TEST_DATABASE_URL as string, poolSize: 2 });
    try {
      const statements = Array.from({ length: 6 }, () =>
        db.raw<{ rows: { pid: number }[] }>('select pg_backend_pid() as pid from pg_sleep(0.05)'),
      );
      const pids = (await Promise.all(statements)).map((r) => r.rows[0]?.pid);
      expect(pids).toHaveLength(6);
      expect(new Set(pids).size).toBe(2);
    } finally {
      await db.destroy();
    }
  });
});
