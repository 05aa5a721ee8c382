import type { CurrentUser } from '@anpfiff/schemas/api/session';
import type { FormValues } from '../../../components/form/form-values';
import { sendForm } from '../../../components/form/send-form';

/**
 * `POST api/login` with username and password; answers the signed-in user. The login page then loads the
 * next page anew, which asks for the session itself: the cached 'signed out' is not updated here, as it
 * would send this page on before that load.
 */
export const login = (values: FormValues): Promise<CurrentUser> =>
  sendForm<CurrentUser>('POST', 'login', values);
