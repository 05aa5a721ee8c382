import { lockMatchingsShared } from '@anpfiff/core/db/matchings-lock';
import { appendEvents } from '@anpfiff/core/events/append-event';
import type { DomainEvent } from '@anpfiff/schemas/events/domain-event';
import type { Knex } from 'knex';
import type { Match } from './rules/match-types';

export interface ChangeCount {
  added: number;
  updated: number;
  removed: number;
}

export interface ScopedMatch extends Match {
  clubId: string;
  country: 'CH' | 'DE';
}

type Stored = {
  jobId: string;
  personId: string;
  clubId: string;
  country: 'CH' | 'DE';
  score: number;
  distanceKm: number | null;
  reasons: unknown;
  version: number;
};

/** A new or changed row, its reasons already as JSON. */
type Write = Omit<ScopedMatch, 'reasons'> & { reasons: string; version: number };

/**
 * New and changed rows in one upsert; a changed row keeps its created_at (the digest's "new"). The rows
 * travel as one array per column and `unnest` makes them: a value list with nine bindings per row made
 * the database parse and plan thousands of bindings anew for every person's save.
 *
 * A new row's created_at is the clock at the insert, under the matchings' lock, not the transaction's
 * start: the weekly digest ends its window when it holds that lock alone (mailer digest-runs), so a row is
 * either committed before a window's end or stamped after it, never stamped before and committed after.
 */
async function upsertMatchings(trx: Knex.Transaction, writes: readonly Write[]): Promise<void> {
  if (writes.length === 0) return;
  const column = <K extends keyof Write>(name: K) => writes.map((w) => w[name]);
  await trx.raw(
    `insert into matchings (job_id, person_id, club_id, country, score, distance_km, reasons, version,
       created_at)
     select w.*, clock_timestamp()
       from unnest(?::uuid[], ?::uuid[], ?::uuid[], ?::text[], ?::int[], ?::float8[], ?::jsonb[], ?::int[])
         as w
     on conflict (job_id, person_id) do update set score = excluded.score,
       distance_km = excluded.distance_km, reasons = excluded.reasons, version = excluded.version,
       updated_at = now()`,
    [
      column('jobId'),
      column('personId'),
      column('clubId'),
      column('country'),
      column('score'),
      column('distanceKm'),
      column('reasons'),
      column('version'),
    ] as Knex.RawBinding[],
  );
}

const key = (m: { jobId: string; personId: string }) => `${m.jobId}:${m.personId}`;

const same = (a: Stored, b: ScopedMatch) =>
  a.score === b.score &&
  a.distanceKm === b.distanceKm &&
  JSON.stringify(a.reasons) === JSON.stringify(b.reasons);

/**
 * Makes the stored matchings of some offers (or of one person) equal to `matches`, and announces every
 * difference as `matching.changed` in the same transaction. Running it again with the same input changes
 * nothing and announces nothing, so replays are harmless. New rows and the events go in multi-row
 * statements, which is what lets a full rebuild write millions of matchings in minutes and keeps a person's
 * save from holding the embedded database's only connection (and with it the indexer) statement by statement.
 */
export async function applyMatchings(
  db: Knex,
  scope: { jobIds: readonly string[] } | { personId: string },
  matches: readonly ScopedMatch[],
): Promise<ChangeCount> {
  return db.transaction(async (trx) => {
    await lockMatchingsShared(trx);
    const stored = trx('matchings');
    if ('personId' in scope) stored.where({ personId: scope.personId });
    else stored.whereIn('jobId', [...scope.jobIds]);
    const existing = (await stored
      .forUpdate()
      .select(
        'jobId',
        'personId',
        'clubId',
        'score',
        'distanceKm',
        'reasons',
        'version',
        'country',
      )) as Stored[];
    const before = new Map(existing.map((m) => [key(m), m]));
    const counts: ChangeCount = { added: 0, updated: 0, removed: 0 };
    const events: DomainEvent[] = [];
    const writes: Write[] = [];
    const announce = (m: Stored | ScopedMatch, version: number, change: string) =>
      events.push({
        type: 'matching.changed',
        aggregateId: key(m),
        country: m.country,
        version,
        // Who to tell: the person and the club (live updates filter on these).
        payload: { jobId: m.jobId, personId: m.personId, clubId: m.clubId, change },
      });

    for (const match of matches) {
      const old = before.get(key(match));
      before.delete(key(match));
      if (old && same(old, match)) continue;
      const version = old ? old.version + 1 : 1;
      writes.push({ ...match, reasons: JSON.stringify(match.reasons), version });
      announce(match, version, old ? 'updated' : 'added');
      counts[old ? 'updated' : 'added'] += 1;
    }
    await upsertMatchings(trx, writes);
    // Removals too: a person who drops every interest loses hundreds of matchings in one save. The pairs go
    // as two arrays, like the upsert's rows: a row-value IN list of that length nests too deep for the
    // embedded database's stack.
    const gone = [...before.values()];
    if (gone.length > 0)
      await trx.raw(
        `delete from matchings where (job_id, person_id) in (select * from unnest(?::uuid[], ?::uuid[]))`,
        [gone.map((m) => m.jobId), gone.map((m) => m.personId)],
      );
    for (const m of gone) {
      announce(m, m.version + 1, 'removed');
      counts.removed += 1;
    }
    await appendEvents(trx, events);
    return counts;
  });
}
