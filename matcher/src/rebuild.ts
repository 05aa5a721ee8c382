import type { Knex } from 'knex';
import { lockMatchingsAlone } from '@anpfiff/core/db/matchings-lock';
import { applyMatchings, type ChangeCount, type ScopedMatch } from './apply-matchings';
import {
  jobQuery,
  type JobRow,
  personQuery,
  type PersonRow,
  toMatchJob,
  toMatchPerson,
} from './match-subjects';
import { PersonIndex } from './person-index';
import { recomputePerson } from './recompute';
import { matchPersonToJob } from './rules/match-person-to-job';

export interface RebuildReport extends ChangeCount {
  jobs: number;
  matchings: number;
}

/** Offers per transaction of the rebuild: large enough for multi-row writes, small enough to hold few locks. */
export const REBUILD_JOB_BATCH = 500;

/** Below this the table is read whole cheaply anyway, whatever the statistics say. */
const MIN_ROWS_TO_ANALYZE = 1_000;

/**
 * Each batch reads the stored matchings of its offers (`job_id in (…)`), and the database plans that read
 * from the table's statistics. PGlite has no autovacuum to gather them: a table never analyzed, or analyzed
 * small, looked cheap to read whole, and on the large data set every batch read every matching written so
 * far (70 s of a 6-minute rebuild, growing with the square of the table). So the rebuild analyzes the
 * table itself: before it starts, whenever the table has doubled since, and once it is done, so the app's
 * own reads of the new matchings are planned from their final size too.
 */
async function statisticsKeeper(db: Knex) {
  const analyze = () => db.raw('analyze matchings');
  await analyze();
  let rows = Number((await db('matchings').count({ n: '*' }).first())?.n ?? 0);
  let analyzedAt = rows;
  return {
    async changed(c: ChangeCount) {
      rows += c.added - c.removed;
      if (rows < Math.max(2 * analyzedAt, MIN_ROWS_TO_ANALYZE)) return;
      await analyze();
      analyzedAt = rows;
    },
    // As after any bulk load, the two tables it filled are left vacuumed too: on the large data set the
    // embedded app's upkeep would otherwise block its one session 3.4 s at its next start to do it.
    async done() {
      await db.raw('vacuum (analyze) matchings, events');
    },
  };
}

/** Every active person who states an interest: nobody else can match anything. */
async function matchablePeople(db: Knex) {
  const rows = (await personQuery(db)
    .whereNotNull('accounts.verifiedAt')
    .where('accounts.locked', false)
    .whereRaw('cardinality(persons.interested_club_functions) > 0')) as PersonRow[];
  return rows.map(toMatchPerson);
}

/**
 * Matches again every person whose matching state differs from the one the rebuild read at its start
 * (`before`, by id): changed, new, or gone. The batches matched against the people as they were then, so
 * a person who changed meanwhile, and whose change the running matcher had handled already, may have got
 * matchings of that old state back. Run while no one else writes matchings, it leaves them as the running
 * matcher would; changes after it are the running matcher's again.
 */
async function catchUp(trx: Knex.Transaction, before: ReadonlyMap<string, string>): Promise<ChangeCount> {
  const now = new Map((await matchablePeople(trx)).map((p) => [p.id, JSON.stringify(p)]));
  const changed = new Set<string>();
  for (const [id, state] of before) if (now.get(id) !== state) changed.add(id);
  for (const id of now.keys()) if (!before.has(id)) changed.add(id);
  const total: ChangeCount = { added: 0, updated: 0, removed: 0 };
  for (const id of changed) {
    const c = await recomputePerson(trx, id);
    total.added += c.added;
    total.updated += c.updated;
    total.removed += c.removed;
  }
  return total;
}

/**
 * Recomputes every offer's matchings and drops those of offers that are gone; what differs from the
 * stored state is changed and announced like any other change, so a rebuild of a correct table is a no-op.
 * The people are read once into an in-memory index (person-index.ts) and the offers in batches, each
 * batch written in one transaction: the same outcome as `recomputeJob` per offer, without 100,000
 * candidate queries and one transaction per offer.
 *
 * It may run while the site runs and the matcher handles events. Each batch holds the matchings to itself
 * while it reads its offers and writes (`lockMatchingsAlone`), and at the end every person who changed
 * since the people were read is matched again (`catchUp`), so no change made meanwhile is lost to it.
 */
export async function rebuildMatchings(
  db: Knex,
  onProgress?: (done: number, total: number) => void | Promise<void>,
  batchSize = REBUILD_JOB_BATCH,
): Promise<RebuildReport> {
  const jobIds: string[] = await db('jobs').orderBy('id').pluck('id');
  const report: RebuildReport = { jobs: jobIds.length, matchings: 0, added: 0, updated: 0, removed: 0 };
  const people = await matchablePeople(db);
  const index = new PersonIndex(people);
  const readAtStart = new Map(people.map((p) => [p.id, JSON.stringify(p)]));
  const statistics = await statisticsKeeper(db);
  const add = async (c: ChangeCount) => {
    report.added += c.added;
    report.updated += c.updated;
    report.removed += c.removed;
    await statistics.changed(c);
  };
  for (let i = 0; i < jobIds.length; i += batchSize) {
    const batch = jobIds.slice(i, i + batchSize);
    const changes = await db.transaction(async (trx) => {
      await lockMatchingsAlone(trx);
      const jobs = ((await jobQuery(trx).whereIn('jobs.id', batch)) as JobRow[]).map(toMatchJob);
      const matches: ScopedMatch[] = [];
      for (const job of jobs) {
        // An inactive offer (or one deleted meanwhile, absent here) keeps no matchings.
        if (!job.active) continue;
        for (const person of index.candidates(job)) {
          const match = matchPersonToJob(person, job);
          if (match) matches.push({ ...match, clubId: job.clubId, country: job.country });
        }
      }
      return applyMatchings(trx, { jobIds: batch }, matches);
    });
    await add(changes);
    await onProgress?.(Math.min(i + batchSize, jobIds.length), jobIds.length);
  }
  const stale = (await db('matchings')
    .whereNotExists(db('jobs').whereRaw('jobs.id = matchings.job_id'))
    .distinct('jobId')) as { jobId: string }[];
  for (const { jobId } of stale) await add(await applyMatchings(db, { jobIds: [jobId] }, []));
  await add(
    await db.transaction(async (trx) => {
      await lockMatchingsAlone(trx);
      return catchUp(trx, readAtStart);
    }),
  );
  await statistics.done();
  report.matchings = Number((await db('matchings').count({ n: '*' }).first())?.n ?? 0);
  return report;
}
