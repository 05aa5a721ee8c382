import { appendEvent } from '@anpfiff/core/events/append-event';
import type { Knex } from 'knex';
import type { Match } from './rules/match-types';

export type MatchScope = { jobId: string } | { personId: string } | { clubId: string };

export interface ChangeCount {
  added: number;
  updated: number;
  removed: number;
}

type Stored = {
  jobId: string;
  personId: string;
  score: number;
  distanceKm: number | null;
  reasons: unknown;
  version: number;
};

export interface ScopedMatch extends Match {
  clubId: string;
  country: 'CH' | 'DE';
}

const key = (m: { jobId: string; personId: string }) => `${m.jobId}:${m.personId}`;

function same(a: Stored, b: ScopedMatch): boolean {
  return (
    a.score === b.score &&
    a.distanceKm === b.distanceKm &&
    JSON.stringify(a.reasons) === JSON.stringify(b.reasons)
  );
}

/**
 * Makes the stored matchings of one offer, person or club equal to `matches`, and announces every
 * difference as `matching.changed` in the same transaction. Running it again with the same input
 * changes nothing and announces nothing, so replays are harmless.
 */
export async function applyMatchings(
  db: Knex,
  scope: MatchScope,
  matches: ScopedMatch[],
): Promise<ChangeCount> {
  return db.transaction(async (trx) => {
    const existing = (await trx('matchings')
      .where(scope)
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
      )) as (Stored & {
      country: 'CH' | 'DE';
      clubId: string;
    })[];
    const before = new Map(existing.map((m) => [key(m), m]));
    const counts: ChangeCount = { added: 0, updated: 0, removed: 0 };
    const announce = (
      m: { jobId: string; personId: string; clubId: string },
      country: 'CH' | 'DE',
      version: number,
      change: string,
    ) =>
      appendEvent(trx, {
        type: 'matching.changed',
        aggregateId: key(m),
        country,
        version,
        // Who to tell: the person and the club (live updates filter on these).
        payload: { jobId: m.jobId, personId: m.personId, clubId: m.clubId, change },
      });

    for (const match of matches) {
      const old = before.get(key(match));
      before.delete(key(match));
      if (old && same(old, match)) continue;
      const version = old ? old.version + 1 : 1;
      const row = {
        score: match.score,
        distanceKm: match.distanceKm,
        reasons: JSON.stringify(match.reasons),
        version,
        updatedAt: trx.fn.now(),
      };
      if (old) await trx('matchings').where({ jobId: match.jobId, personId: match.personId }).update(row);
      else
        await trx('matchings').insert({
          jobId: match.jobId,
          personId: match.personId,
          clubId: match.clubId,
          country: match.country,
          ...row,
        });
      await announce(match, match.country, version, old ? 'updated' : 'added');
      counts[old ? 'updated' : 'added'] += 1;
    }
    for (const gone of before.values()) {
      await trx('matchings').where({ jobId: gone.jobId, personId: gone.personId }).delete();
      await announce(gone, gone.country, gone.version + 1, 'removed');
      counts.removed += 1;
    }
    return counts;
  });
}
