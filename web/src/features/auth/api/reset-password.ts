import type { FormValues } from '../../../components/form/form-values';
import { sendForm } from '../../../components/form/send-form';

/** `POST api/password-reset` with the token of the mailed link and the new password. */
export const resetPassword = (values: FormValues): Promise<{ reset: true }> =>
  sendForm<{ reset: true }>('POST', 'password-reset', values);
