import type { Knex } from 'knex';
import type { ChangeCount } from './apply-matchings';
import { applyMatchings } from './apply-matchings';
import { recomputeJob } from './recompute';

export interface RebuildReport extends ChangeCount {
  jobs: number;
  matchings: number;
}

/**
 * Recomputes every offer's matchings and drops those of offers that are gone; what differs from the
 * stored state is changed and announced like any other change, so a rebuild of a correct table is a no-op.
 */
export async function rebuildMatchings(
  db: Knex,
  onProgress?: (done: number, total: number) => void,
): Promise<RebuildReport> {
  const jobIds: string[] = await db('jobs').orderBy('id').pluck('id');
  const report: RebuildReport = { jobs: jobIds.length, matchings: 0, added: 0, updated: 0, removed: 0 };
  const add = (c: ChangeCount) => {
    report.added += c.added;
    report.updated += c.updated;
    report.removed += c.removed;
  };
  for (const [i, jobId] of jobIds.entries()) {
    add(await recomputeJob(db, jobId));
    onProgress?.(i + 1, jobIds.length);
  }
  const stale: string[] = await db('matchings')
    .whereNotExists(db('jobs').whereRaw('jobs.id = matchings.job_id'))
    .distinct()
    .pluck('jobId');
  for (const jobId of stale) add(await applyMatchings(db, { jobId }, []));
  report.matchings = Number((await db('matchings').count({ n: '*' }).first())?.n ?? 0);
  return report;
}
