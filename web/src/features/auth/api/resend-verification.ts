import type { FormValues } from '../../../components/form/form-values';
import { sendForm } from '../../../components/form/send-form';

/** `POST api/verify-mail/resend`: the same answer whether or not the address has an unverified account. */
export const resendVerification = (values: FormValues): Promise<{ email: string }> =>
  sendForm<{ email: string }>('POST', 'verify-mail/resend', values);
