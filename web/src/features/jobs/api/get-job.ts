import type { Job } from '@anpfiff/schemas/api/profiles';
import useSWR from 'swr';
import { getJson } from '../../../lib/api-client';

/** By slug (pages) or id (links in mails); the API takes both. */
export const jobKey = (idOrSlug: string) => `jobs/${encodeURIComponent(idOrSlug)}`;

export const getJob = (key: string): Promise<Job> => getJson<Job>(key);

export function useJob(idOrSlug: string) {
  return useSWR(jobKey(idOrSlug), getJob);
}
