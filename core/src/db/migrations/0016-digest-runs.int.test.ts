import type { Knex } from 'knex';
import { describe, expect, it } from 'vitest';
import { appendEvent } from '../../events/append-event';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-databases';
import { down, up } from './0016-digest-runs';

/** Triggers as a release before this migration appended them: the event alone. */
async function legacyTriggers(db: Knex, weeks: string[]): Promise<string[]> {
  const offsets: string[] = [];
  for (const week of weeks)
    offsets.push(
      await db.transaction((trx) =>
        appendEvent(trx, {
          type: 'digest.weekly-triggered',
          aggregateId: week,
          country: null,
          version: 1,
          payload: { week },
        }),
      ),
    );
  return offsets;
}

const runs = (db: Knex) =>
  db('digest_runs')
    .orderBy('week')
    .select('week', 'triggerOffset', 'windowStart', 'windowEnd', 'finishedAt') as Promise<
    {
      week: string;
      triggerOffset: string | number;
      windowStart: Date | null;
      windowEnd: Date;
      finishedAt: Date | null;
    }[]
  >;

for (const kind of testDatabaseKinds()) {
  describe(`migration 0016 on ${kind}`, () => {
    it('records the triggers in the log, handled up to where the digest group got', async () => {
      const t = await openTestDatabase(kind);
      try {
        await down(t.db);
        const offsets = await legacyTriggers(t.db, ['2026-W40', '2026-W41', '2026-W42']);
        const passed = (await t.db('events').where({ id: offsets[1] }).first('txId', 'id')) as {
          txId: string;
          id: string;
        };
        await t.db('event_consumers').insert({
          groupName: 'mailer-digest',
          positionTxId: passed.txId,
          positionOffset: passed.id,
        });
        await up(t.db);
        const rows = await runs(t.db);
        expect(rows.map((r) => [r.week, String(r.triggerOffset), r.finishedAt !== null])).toEqual([
          ['2026-W40', offsets[0], true],
          ['2026-W41', offsets[1], true],
          ['2026-W42', offsets[2], false],
        ]);
        // Each window starts where the one before ended.
        expect(rows[0]?.windowStart).toBeNull();
        expect(rows[1]?.windowStart).toEqual(rows[0]?.windowEnd);
        expect(rows[2]?.windowStart).toEqual(rows[1]?.windowEnd);
      } finally {
        await t.close();
      }
    });

    it('leaves a trigger the digest group parked as a dead letter to run on its redrive', async () => {
      const t = await openTestDatabase(kind);
      try {
        await down(t.db);
        const offsets = await legacyTriggers(t.db, ['2026-W40', '2026-W41']);
        const passed = (await t.db('events').where({ id: offsets[1] }).first('txId', 'id')) as {
          txId: string;
          id: string;
        };
        await t.db('event_consumers').insert({
          groupName: 'mailer-digest',
          positionTxId: passed.txId,
          positionOffset: passed.id,
        });
        await t.db('event_dead_letters').insert([
          { groupName: 'mailer-digest', eventId: offsets[0], attempts: 5, error: 'x', status: 'resolved' },
          {
            groupName: 'mailer-digest',
            eventId: offsets[1],
            attempts: 5,
            error: 'SMTP weg',
            status: 'parked',
          },
        ]);
        await up(t.db);
        expect((await runs(t.db)).map((r) => [r.week, r.finishedAt !== null])).toEqual([
          ['2026-W40', true],
          ['2026-W41', false],
        ]);
      } finally {
        await t.close();
      }
    });

    it('leaves only the newest trigger to run where the digest group never ran', async () => {
      const t = await openTestDatabase(kind);
      try {
        await down(t.db);
        await legacyTriggers(t.db, ['2026-W40', '2026-W41']);
        await up(t.db);
        expect((await runs(t.db)).map((r) => [r.week, r.finishedAt !== null])).toEqual([
          ['2026-W40', true],
          ['2026-W41', false],
        ]);
      } finally {
        await t.close();
      }
    });
  });
}
