import { appendEvent } from '@anpfiff/core/events/append-event';
import { clubFunctionLabel } from '@anpfiff/schemas/catalogues/club-functions';
import type { JobOffer } from '@anpfiff/schemas/entities/profiles';
import type { Knex } from 'knex';
import { accountGone } from '../support/account-gone';
import { uniqueSlug } from '../support/slugs';
import { jobColumns } from './profile-rows';

/** A club publishes an offer; its slug reads as function and club, e.g. 'schiedsrichter-fc-musterdorf'. */
export async function createJob(db: Knex, clubId: string, job: JobOffer) {
  return db.transaction(async (trx) => {
    // Held until the offer is in, so a deletion of the account waits for it and then takes the offer along.
    const club = (await trx('clubs').where({ id: clubId }).forShare().first('slug', 'country')) as
      { slug: string; country: 'CH' | 'DE' } | undefined;
    // A club goes only with its account: this one was deleted while the request ran.
    if (!club) throw accountGone();
    const functionName = clubFunctionLabel(job.subClubFunction ?? job.clubFunction);
    const slug = await uniqueSlug(trx, 'jobs', `${functionName} ${club.slug}`);
    const [row] = await trx('jobs')
      .insert({ clubId, country: club.country, slug, ...jobColumns(job) })
      .returning(['id', 'version']);
    const { id, version } = row as { id: string; version: number };
    await appendEvent(trx, { type: 'job.published', aggregateId: id, country: club.country, version });
    return { jobId: id, slug };
  });
}
