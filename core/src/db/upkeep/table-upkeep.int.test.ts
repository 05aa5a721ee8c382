import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../testing/test-databases';
import { startTableUpkeep, upkeepTables } from './table-upkeep';

// PGlite only: it is the database without autovacuum. On a PostgreSQL server autovacuum does this job and
// would race the counters these tests read.
describe('table upkeep of the embedded database', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await openTestDatabase('pglite');
  });
  afterAll(() => t?.close());

  const sql = async <T>(text: string, bindings: string[] = []): Promise<T[]> =>
    (await t.db.raw<{ rows: T[] }>(text, bindings)).rows;
  const tableBytes = async (table: string) =>
    Number((await sql<{ bytes: string }>('select pg_table_size(?) as bytes', [table]))[0]?.bytes);
  // A tsvector under a GIN index, as on the search tables: an update cannot stay on its page (not HOT),
  // so only vacuum frees the row version it leaves behind.
  const createProbe = async (table: string, rows: number) => {
    await sql(`create table ${table} (id int primary key, body text not null, tsv tsvector not null)`);
    await sql(`create index on ${table} using gin (tsv)`);
    await sql(
      `insert into ${table} select i, 'Trainerin gesucht ' || i, to_tsvector('german', 'Trainerin ' || i)
         from generate_series(1, ${rows}) i`,
    );
  };
  const editAll = (table: string, round: number) =>
    sql(
      `update ${table} set body = 'Runde ${round}: ' || id, tsv = to_tsvector('german', 'Runde ${round} ' || id)`,
    );

  it('vacuums a table its edits fill with dead rows, so the table reuses their space instead of growing', async () => {
    await createProbe('edited_often', 2_000);
    await upkeepTables(t.db);
    const before = await tableBytes('edited_often');
    const rounds: boolean[] = [];
    for (let round = 1; round <= 6; round += 1) {
      await editAll('edited_often', round);
      const done = await upkeepTables(t.db);
      rounds.push(done.some((d) => d.table === 'edited_often' && d.vacuumed));
    }
    expect(rounds).toEqual([true, true, true, true, true, true]);
    // Every round rewrites every row: without vacuum the table holds seven versions of each, 7× its size.
    expect(await tableBytes('edited_often')).toBeLessThan(2.5 * before);
  });

  it('analyzes a table that has grown, and leaves it alone while it has not changed enough', async () => {
    await sql('create table grown (id int primary key, state text not null)');
    await sql(`insert into grown select i, 'CH-' || (i % 26) from generate_series(1, 10000) i`);
    const first = await upkeepTables(t.db);
    expect(first.find((d) => d.table === 'grown')).toMatchObject({ analyzed: true });
    const [cls] = await sql<{ reltuples: number }>(`select reltuples from pg_class where relname = 'grown'`);
    expect(cls?.reltuples).toBe(10_000);
    const stats = await sql(`select 1 from pg_stats where tablename = 'grown' and attname = 'state'`);
    expect(stats).toHaveLength(1);

    await sql(`update grown set state = 'CH-ZH' where id <= 100`);
    expect((await upkeepTables(t.db)).map((d) => d.table)).not.toContain('grown');
  });

  it('vacuums every table in the first round, since a restart forgets the counters', async () => {
    await createProbe('before_restart', 1_000);
    await upkeepTables(t.db);
    await editAll('before_restart', 1);
    // PGlite starts with every counter at zero, as this reset leaves them (the edit's counters handed over first).
    await sql('select pg_stat_force_next_flush()');
    await sql('select pg_stat_reset()');
    expect((await upkeepTables(t.db)).map((d) => d.table)).not.toContain('before_restart');

    const done = await upkeepTables(t.db, { all: true });
    expect(done.map((d) => d.table)).toEqual(
      expect.arrayContaining(['before_restart', 'accounts', 'events']),
    );
    const [row] = await sql<{ vacuumed: boolean }>(
      `select last_vacuum is not null as vacuumed from pg_stat_user_tables where relname = 'before_restart'`,
    );
    expect(row?.vacuumed).toBe(true);
  });

  it('runs on its interval from the start, and a stop waits for the round in progress', async () => {
    const lines: { msg: string; table?: string }[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        lines.push(JSON.parse(chunk.toString()) as { msg: string; table?: string });
        next();
      },
    });
    await createProbe('on_interval', 500);
    const upkeep = startTableUpkeep(t.db, { logger: pino(sink), intervalMs: 20 });
    await expect
      .poll(() => lines.filter((l) => l.msg === 'table upkeep').map((l) => l.table))
      .toContain('on_interval');
    await upkeep.stop();
    const seen = lines.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lines).toHaveLength(seen);
    expect(lines.filter((l) => l.msg === 'table upkeep failed')).toEqual([]);
  });
});
