import { sendForm } from '../../../components/form/send-form';
import type { FormValues } from '../../../components/form/form-values';
import { type OwnClub, ownClubKey } from './get-own-club';

/** `POST api/manage/club` with the club form; answers the saved club. */
export const updateOwnClub = (values: FormValues): Promise<OwnClub> =>
  sendForm<OwnClub>('POST', ownClubKey, values);
