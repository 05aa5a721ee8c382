import { mutate } from 'swr';
import { ApiError } from '../../../lib/api-client';
import { ownJobKey } from './get-own-job';
import { ownJobsKey } from './get-own-jobs';

/**
 * Deletes one of the club's offers; the list and the offer's cached read are refreshed. An offer already
 * gone (deleted in another tab) is the outcome asked for, not a failure.
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
  await mutate(ownJobsKey);
}
