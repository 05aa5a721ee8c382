import type { Job } from '@anpfiff/schemas/api/profiles';
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';

/** By slug (pages) or id (links in mails); the API takes both. */
export const jobKey = (idOrSlug: string) => `jobs/${encodeURIComponent(idOrSlug)}`;

export const getJob = (key: string): Promise<Job> => getJson<Job>(key);

/** `enabled: false` asks nothing yet (the management view first checks that the offer is the club's). */
export function useJob(idOrSlug: string, enabled = true) {
  return useSWR(enabled ? jobKey(idOrSlug) : null, getJob);
}
