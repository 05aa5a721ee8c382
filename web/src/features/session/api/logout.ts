import { mutate } from 'swr';
import { paths } from '../../../config/paths';
import { postEmpty } from '../../../lib/api-client';
import { authenticationKey } from './get-authentication';

/** Ends the session and refreshes the session state (spec section 4). */
export async function logout(): Promise<void> {
  await postEmpty('logout');
  await mutate(authenticationKey, null, { revalidate: true });
}

/**
 * Abmelden (spec section 2): ends the session, then loads the home page afresh. A fresh page keeps nothing
 * of the signed-out user's data in memory, and the guard of a protected page being left never sees the
 * session end first and sends the browser to /login instead of /.
 */
export async function logoutAndGoHome(): Promise<void> {
  await postEmpty('logout');
  window.location.assign(paths.home);
}
