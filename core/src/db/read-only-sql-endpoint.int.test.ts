import net from 'node:net';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-databases';
import {
  type SqlEndpoint,
  startConfiguredSqlEndpoint,
  startReadOnlySqlEndpoint,
} from './read-only-sql-endpoint';

const SECRET = 'geheim-7f3a@example.com';

/** The files of the snapshot's data directory, the write-ahead log among them, that hold `text`. */
const FILES_HOLDING = `with recursive f(path, isdir) as (
    select '.', true
    union all
    select f.path || '/' || n, (pg_stat_file(f.path || '/' || n)).isdir from f, pg_ls_dir(f.path) n where f.isdir
  )
  select count(*) filter (where path like './pg_wal/%')::int as wal,
         coalesce(array_agg(path) filter (where position(convert_to($1, 'UTF8') in pg_read_binary_file(path)) > 0), '{}') as holding
    from f where not isdir`;

describe('the read-only SQL endpoint on the embedded database', () => {
  let t: TestDatabase;
  let endpoint: SqlEndpoint;
  const clients: pg.Client[] = [];

  const connect = async (user = 'postgres', password?: string) => {
    const client = new pg.Client({
      host: endpoint.host,
      port: endpoint.port,
      user,
      database: 'postgres',
      ...(password === undefined ? {} : { password }),
    });
    await client.connect();
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await openTestDatabase('pglite');
    await t.db('search_words').insert({ kind: 'clubs', word: 'zurich', docs: 1 });
    // What a search-only client must never find, not even in the files behind its snapshot.
    await t.db.raw('create table secret_notes (note text)');
    await t.db('secret_notes').insert({ note: SECRET });
    endpoint = await startReadOnlySqlEndpoint(t.db, { port: 0, backupSecret: 'geheim-fuer-die-sicherung' });
  }, 120_000);
  // Each connection holds a snapshot, and the endpoint admits only a few at a time.
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.end().catch(() => undefined)));
  });
  afterAll(async () => {
    await endpoint?.close();
    await t?.close();
  });

  it('answers queries of a Postgres client, the extended protocol and the search extensions included', async () => {
    const client = await connect();
    expect((await client.query('select docs from search_words where word = $1', ['zurich'])).rows).toEqual([
      { docs: 1 },
    ]);
    const { rows } = await client.query("select 'zurich' <% 'fc zurich' as similar");
    expect(rows).toEqual([{ similar: true }]);
  });

  it('shows the search tables only, never accounts, contact data or sessions, to any user but backup', async () => {
    const client = await connect('analyst');
    const { rows } = await client.query(
      "select tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.filter((r: { tablename: string }) => !r.tablename.startsWith('search_'))).toEqual([]);
    await expect(client.query('select email, password_hash from accounts')).rejects.toThrow(/does not exist/);
    await expect(client.query('select * from sessions')).rejects.toThrow(/does not exist/);
    await expect(client.query('select * from secret_notes')).rejects.toThrow(/does not exist/);
    // The application keeps every table.
    expect((await t.db('accounts').count('* as n').first())?.n).toBeDefined();
  });

  it('keeps the rest out of the files behind a snapshot too, which a client of PGlite, its superuser, can read', async () => {
    const client = await connect('analyst');
    const { rows } = await client.query<{ wal: number; holding: string[] }>(FILES_HOLDING, [SECRET]);
    expect(rows[0]?.wal).toBeGreaterThan(0);
    expect(rows[0]?.holding).toEqual([]);
    // The backup user's copy is of everything: there it is, in its table.
    const backup = await connect('backup', 'geheim-fuer-die-sicherung');
    expect((await backup.query('select note from secret_notes')).rows).toEqual([{ note: SECRET }]);
  });

  it('shows the whole database to the backup user with its password, and refuses it without', async () => {
    const backup = await connect('backup', 'geheim-fuer-die-sicherung');
    expect((await backup.query('select count(*)::int as n from accounts')).rows).toEqual([{ n: 0 }]);
    await expect(backup.query('delete from accounts')).rejects.toThrow(/read-only transaction/);
    await expect(connect('backup', 'geraten')).rejects.toThrow('Passwort für den Benutzer backup falsch');
    await expect(connect('backup', '')).rejects.toThrow();
  });

  it('refuses writes and never changes the application database', async () => {
    const client = await connect();
    await expect(client.query("insert into search_words values ('clubs', 'bern', 1)")).rejects.toThrow(
      /read-only transaction/,
    );
    // Even a client that switches read-only off writes to its own snapshot only.
    await client.query('set default_transaction_read_only = off');
    await client.query('delete from search_words');
    expect(await t.db('search_words').count('* as n').first()).toEqual({ n: 1 });
  });

  it('gives every connection a snapshot of when it connected, holding no locks on the application data', async () => {
    const early = await connect();
    await early.query('begin');
    await t.db('search_words').insert({ kind: 'clubs', word: 'basel', docs: 1 });
    // The application writes on while a client holds a transaction open.
    expect((await early.query('select count(*)::int as n from search_words')).rows).toEqual([{ n: 1 }]);
    const late = await connect();
    expect((await late.query('select count(*)::int as n from search_words')).rows).toEqual([{ n: 2 }]);
  });

  it('refuses connections beyond its limit with a Postgres error, after declining SSL as psql asks first', async () => {
    const held = await Promise.all([connect(), connect(), connect(), connect()]);
    expect(held).toHaveLength(4);
    await expect(connect()).rejects.toThrow('zu viele Verbindungen (höchstens 4 Snapshots gleichzeitig)');

    const answer = await new Promise<string>((resolve, reject) => {
      let received = '';
      const socket = net.connect(endpoint.port, endpoint.host, () => {
        const sslRequest = Buffer.alloc(8);
        sslRequest.writeInt32BE(8, 0);
        sslRequest.writeInt32BE(80877103, 4);
        socket.write(sslRequest);
      });
      socket.on('data', (data) => {
        received += data.toString('latin1');
        if (received !== 'N') return;
        // Declined: the client goes on in plain text with its startup message (protocol 3.0).
        const params = Buffer.from('user\0postgres\0database\0postgres\0\0', 'latin1');
        const startup = Buffer.alloc(8);
        startup.writeInt32BE(8 + params.length, 0);
        startup.writeInt32BE(196608, 4);
        socket.write(Buffer.concat([startup, params]));
      });
      socket.once('close', () => resolve(received));
      socket.once('error', reject);
    });
    expect(answer.startsWith('NE')).toBe(true);
    // The reason with Postgres's own SQLSTATE for it (53300, too_many_connections), read here as latin1.
    expect(answer).toContain('C53300');
    expect(answer).toContain('zu viele Verbindungen');
  });

  it('declines SSL in plain text, as a loopback endpoint without TLS', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(endpoint.port, endpoint.host, () => {
        const request = Buffer.alloc(8);
        request.writeInt32BE(8, 0);
        request.writeInt32BE(80877103, 4);
        socket.write(request);
      });
      socket.once('data', (data) => {
        resolve(data.toString('latin1'));
        socket.destroy();
      });
      socket.once('error', reject);
    });
    expect(answer).toBe('N');
  });

  it('listens on loopback only, and SQL_PORT is refused for a PostgreSQL server', async () => {
    expect(endpoint.host).toBe('127.0.0.1');
    await expect(
      startConfiguredSqlEndpoint(
        { sqlPort: undefined, databaseUrl: undefined, dataDir: '/nonexistent' },
        t.db,
      ),
    ).resolves.toBeUndefined();
    await expect(
      startConfiguredSqlEndpoint(
        { sqlPort: 5433, databaseUrl: 'postgres://x@localhost/y', dataDir: '/nonexistent' },
        t.db,
      ),
    ).rejects.toThrow(/^SQL_PORT gilt nur für die eingebettete Datenbank; bei DATABASE_URL mit psql/);
  });
});
