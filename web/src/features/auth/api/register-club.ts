import type { FormValues } from '../../../components/form/form-values';
import { sendForm } from '../../../components/form/send-form';

/** `POST api/register/club`: creates the account and club and sends the verification mail. */
export const registerClub = (values: FormValues): Promise<{ email: string }> =>
  sendForm<{ email: string }>('POST', 'register/club', values);
