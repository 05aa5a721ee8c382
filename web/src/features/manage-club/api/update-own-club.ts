import type { FormValues, Versioned } from '../../../components/form/form-values';
import { sendVersionedForm } from '../../../components/form/versioned-record';
import { type OwnClub, ownClubKey } from './get-own-club';

/**
 * `POST api/manage/club` with the club form and the version it was loaded at; answers the saved club
 * with its new version, or rejects with the 422 of a profile saved elsewhere meanwhile.
 */
export const updateOwnClub = (values: FormValues): Promise<Versioned<OwnClub>> =>
  sendVersionedForm<OwnClub>('POST', ownClubKey, values);
