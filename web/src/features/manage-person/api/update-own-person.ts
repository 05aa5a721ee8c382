import { sendForm } from '../../../components/form/send-form';
import type { FormValues } from '../../../components/form/form-values';
import type { OwnPerson } from './get-own-person';
import { ownPersonKey } from './get-own-person';

/** `PUT api/manage/person` with the profile form; answers the saved profile. */
export const updateOwnPerson = (values: FormValues): Promise<OwnPerson> =>
  sendForm<OwnPerson>('PUT', ownPersonKey, values);
