import { appendEvent } from '@anpfiff/core/events/append-event';
import type { JobOffer } from '@anpfiff/schemas/entities/profiles';
import type { Knex } from 'knex';
import { HttpError } from '../errors';
import { jobColumns } from './profile-rows';
import { updateVersioned } from './update-row';

/** How the API answers for an offer that is not there (or is another club's). */
export const JOB_NOT_FOUND = 'Angebot nicht gefunden';

/**
 * The slug stays as it was: links to an offer keep working after it is edited. An offer deleted after the
 * route found it (in another tab) is answered as a missing one, the same as a request a moment later gets.
 * `startedFrom`: the versions the edit was made on (see updateVersioned); without it the edit always wins.
 */
export async function updateJob(
  db: Knex,
  jobId: string,
  job: JobOffer,
  startedFrom?: readonly number[],
): Promise<void> {
  await db.transaction(async (trx) => {
    const updated = await updateVersioned(trx, 'jobs', jobId, jobColumns(job), startedFrom);
    if (!updated) throw new HttpError(404, JOB_NOT_FOUND);
    await appendEvent(trx, { type: 'job.updated', aggregateId: jobId, ...updated });
  });
}
