import { mutate } from 'swr';
import { ApiError } from '../../../lib/api-client';
import { ownJobKey } from './get-own-job';
import { type OwnJobs, ownJobsKey } from './get-own-jobs';

/**
 * Deletes one of the club's offers, and the offer leaves the cache: its read goes, and the cached list
 * loses it at once. Refreshing the list alone did nothing while no page showed it, so the next visit of
 * Meine Angebote showed the deleted offer again until the list arrived, or for good if that failed. An
 * offer already gone (deleted in another tab) is the outcome asked for, not a failure.
 */
export async function deleteOwnJob(slug: string): Promise<void> {
  const response = await fetch(`/api/${ownJobKey(slug)}`, {
    method: 'DELETE',
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok && response.status !== 404)
    throw new ApiError(response.status, await response.json().catch(() => null));
  await mutate(ownJobKey(slug), undefined, { revalidate: false });
  await mutate<OwnJobs>(
    ownJobsKey,
    (list) => list && { ...list, jobs: list.jobs.filter((job) => job.slug !== slug) },
  );
}
