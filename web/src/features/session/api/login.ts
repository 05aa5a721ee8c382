import type { CurrentUser } from '@anpfiff/schemas/api/session';
import { mutate } from 'swr';
import type { FormValues } from '../../../components/form/form-values';
import { sendForm } from '../../../components/form/send-form';
import { authenticationKey } from './get-authentication';

/**
 * `POST api/login` with username and password. The answer is the signed-in user, which becomes the
 * session state at once, so the guard of the page we go to next already sees it.
 */
export async function login(values: FormValues): Promise<CurrentUser> {
  const user = await sendForm<CurrentUser>('POST', 'login', values);
  await mutate(authenticationKey, user, { revalidate: false });
  return user;
}
