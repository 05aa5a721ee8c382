import type { FormValues, Versioned } from '../../../components/form/form-values';
import { sendVersionedForm } from '../../../components/form/versioned-record';
import { type OwnPerson, ownPersonKey } from './get-own-person';

/**
 * `PUT api/manage/person` with the profile form and the version it was loaded at; answers the saved
 * profile with its new version, or rejects with the 422 of a profile saved elsewhere meanwhile.
 */
export const updateOwnPerson = (values: FormValues): Promise<Versioned<OwnPerson>> =>
  sendVersionedForm<OwnPerson>('PUT', ownPersonKey, values);
