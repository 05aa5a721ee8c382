import { appendEvent } from '@anpfiff/core/events/append-event';
import type { Knex } from 'knex';

export async function deleteJob(db: Knex, jobId: string): Promise<void> {
  await db.transaction(async (trx) => {
    const [row] = await trx('jobs').where({ id: jobId }).delete().returning(['version', 'country']);
    if (!row) return;
    const { version, country } = row as { version: number; country: 'CH' | 'DE' };
    await appendEvent(trx, { type: 'job.deleted', aggregateId: jobId, country, version: version + 1 });
  });
}
