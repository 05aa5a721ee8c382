import { sendForm } from '../../../components/form/send-form';
import type { FormValues } from '../../../components/form/form-values';

/** `PUT api/manage/password`; the server ends every other session and renews this one. */
export const changePassword = (values: FormValues): Promise<{ changed: true }> =>
  sendForm<{ changed: true }>('PUT', 'manage/password', values);
