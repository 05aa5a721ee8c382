import { mutate } from 'swr';
import { postEmpty } from '../../../lib/api-client';
import { authenticationKey } from './get-authentication';

/** Ends the session and refreshes the session state (spec section 4). */
export async function logout(): Promise<void> {
  await postEmpty('logout');
  await mutate(authenticationKey, null, { revalidate: true });
}
