import type { FormValues, Versioned } from '../../../components/form/form-values';
import { sendVersionedForm } from '../../../components/form/versioned-record';
import type { OwnJobDetail } from './get-own-job';
import { ownJobsKey } from './get-own-jobs';

/** `POST api/manage/jobs` with the offer form; answers the new offer with its version, for a later edit. */
export const createOwnJob = (values: FormValues): Promise<Versioned<OwnJobDetail>> =>
  sendVersionedForm<OwnJobDetail>('POST', ownJobsKey, values);
