import { appendEvent } from '@anpfiff/core/events/append-event';
import type { JobOffer } from '@anpfiff/schemas/entities/profiles';
import type { Knex } from 'knex';
import { jobColumns } from './profile-rows';
import { updateVersioned } from './update-row';

/** The slug stays as it was: links to an offer keep working after it is edited. */
export async function updateJob(db: Knex, jobId: string, job: JobOffer): Promise<void> {
  await db.transaction(async (trx) => {
    const updated = await updateVersioned(trx, 'jobs', jobId, jobColumns(job));
    if (!updated) throw new Error(`job ${jobId} does not exist`);
    await appendEvent(trx, { type: 'job.updated', aggregateId: jobId, ...updated });
  });
}
