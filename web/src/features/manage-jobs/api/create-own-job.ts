import { sendForm } from '../../../components/form/send-form';
import type { FormValues } from '../../../components/form/form-values';
import type { OwnJobDetail } from './get-own-job';
import { ownJobsKey } from './get-own-jobs';

/** `POST api/manage/jobs` with the offer form; answers the new offer. */
export const createOwnJob = (values: FormValues): Promise<OwnJobDetail> =>
  sendForm<OwnJobDetail>('POST', ownJobsKey, values);
