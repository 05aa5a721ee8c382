import type { Knex } from 'knex';
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
 * Recomputes every offer's matchings and drops those of offers that are gone; what differs from the
 * stored state is changed and announced like any other change, so a rebuild of a correct table is a no-op.
 * The people are read once into an in-memory index (person-index.ts) and the offers in batches, each
 * batch written in one transaction: the same outcome as `recomputeJob` per offer, without 100,000
 * candidate queries and one transaction per offer.
 */
export async function rebuildMatchings(
  db: Knex,
  onProgress?: (done: number, total: number) => void,
): Promise<RebuildReport> {
  const jobIds: string[] = await db('jobs').orderBy('id').pluck('id');
  const report: RebuildReport = { jobs: jobIds.length, matchings: 0, added: 0, updated: 0, removed: 0 };
  const index = new PersonIndex(await matchablePeople(db));
  const statistics = await statisticsKeeper(db);
  const add = async (c: ChangeCount) => {
    report.added += c.added;
    report.updated += c.updated;
    report.removed += c.removed;
    await statistics.changed(c);
  };
  for (let i = 0; i < jobIds.length; i += REBUILD_JOB_BATCH) {
    const batch = jobIds.slice(i, i + REBUILD_JOB_BATCH);
    const jobs = ((await jobQuery(db).whereIn('jobs.id', batch)) as JobRow[]).map(toMatchJob);
    const matches: ScopedMatch[] = [];
    for (const job of jobs) {
      // An inactive offer (or one deleted meanwhile, absent here) keeps no matchings.
      if (!job.active) continue;
      for (const person of index.candidates(job)) {
        const match = matchPersonToJob(person, job);
        if (match) matches.push({ ...match, clubId: job.clubId, country: job.country });
      }
    }
    await add(await applyMatchings(db, { jobIds: batch }, matches));
    onProgress?.(Math.min(i + REBUILD_JOB_BATCH, jobIds.length), jobIds.length);
  }
  const stale = (await db('matchings')
    .whereNotExists(db('jobs').whereRaw('jobs.id = matchings.job_id'))
    .distinct('jobId')) as { jobId: string }[];
  for (const { jobId } of stale) await add(await applyMatchings(db, { jobIds: [jobId] }, []));
  await statistics.done();
  report.matchings = Number((await db('matchings').count({ n: '*' }).first())?.n ?? 0);
  return report;
}
