import { sendForm } from '../../../components/form/send-form';
import type { FormValues } from '../../../components/form/form-values';
import { type OwnJobDetail, ownJobKey } from './get-own-job';

/** `PUT api/manage/jobs/{slug}` with the offer form; answers the saved offer. */
export const updateOwnJob = (slug: string, values: FormValues): Promise<OwnJobDetail> =>
  sendForm<OwnJobDetail>('PUT', ownJobKey(slug), values);
