import type { FormValues } from '../../../components/form/form-values';
import { sendForm } from '../../../components/form/send-form';

/** `POST api/register/person`: creates the account and profile and sends the verification mail. */
export const registerPerson = (values: FormValues): Promise<{ email: string }> =>
  sendForm<{ email: string }>('POST', 'register/person', values);
