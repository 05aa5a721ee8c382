import { appendEvent } from '@anpfiff/core/events/append-event';
import { forgetInPendingMails } from '@anpfiff/core/mail/forget-in-pending-mails';
import type { Knex } from 'knex';
import { retireSlugs } from '../support/slugs';

/**
 * Removes the offer, and with it every mention of it in mails still waiting: a digest would otherwise link
 * an offer that is gone. The job row is taken first (by the delete itself), then the outbox rows: a digest
 * batch holds the offers it names until it has queued its mails, so this either waits for that batch and
 * finds its mails, or deleted the offer before the batch locked it and the batch leaves it out.
 */
export async function deleteJob(db: Knex, jobId: string): Promise<void> {
  await db.transaction(async (trx) => {
    const [row] = await trx('jobs').where({ id: jobId }).delete().returning(['version', 'country', 'slug']);
    if (!row) return;
    const { version, country, slug } = row as { version: number; country: 'CH' | 'DE'; slug: string };
    await retireSlugs(trx, 'jobs', [slug]);
    await forgetInPendingMails(trx, [jobId]);
    await appendEvent(trx, { type: 'job.deleted', aggregateId: jobId, country, version: version + 1 });
  });
}
