import type { FormValues } from '../../../components/form/form-values';
import { sendForm } from '../../../components/form/send-form';

/** `POST api/password-reset/initiate`: the same answer whether or not the address has an account. */
export const initiatePasswordReset = (values: FormValues): Promise<{ email: string }> =>
  sendForm<{ email: string }>('POST', 'password-reset/initiate', values);
