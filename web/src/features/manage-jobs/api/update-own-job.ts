import type { FormValues, Versioned } from '../../../components/form/form-values';
import { sendVersionedForm } from '../../../components/form/versioned-record';
import { type OwnJobDetail, ownJobKey } from './get-own-job';

/**
 * `PUT api/manage/jobs/{slug}` with the offer form and the version it was loaded at; answers the saved
 * offer with its new version, or rejects with the 422 of an offer saved elsewhere meanwhile.
 */
export const updateOwnJob = (slug: string, values: FormValues): Promise<Versioned<OwnJobDetail>> =>
  sendVersionedForm<OwnJobDetail>('PUT', ownJobKey(slug), values);
