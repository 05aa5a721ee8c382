import { appendEvent } from '@anpfiff/core/events/append-event';
import type { Knex } from 'knex';
import { retireSlugs } from '../support/slugs';

export async function deleteJob(db: Knex, jobId: string): Promise<void> {
  await db.transaction(async (trx) => {
    const [row] = await trx('jobs').where({ id: jobId }).delete().returning(['version', 'country', 'slug']);
    if (!row) return;
    const { version, country, slug } = row as { version: number; country: 'CH' | 'DE'; slug: string };
    await retireSlugs(trx, 'jobs', [slug]);
    await appendEvent(trx, { type: 'job.deleted', aggregateId: jobId, country, version: version + 1 });
  });
}
