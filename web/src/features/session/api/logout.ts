import { mutate } from 'swr';
import { postEmpty } from '../../../lib/api-client';
import { authenticationKey } from './get-authentication';

/**
 * Ends the session and refreshes the session state (spec section 4). `onSignedOut` runs between the two,
 * so a caller can leave a protected page before its guard sees the session gone and sends it to /login.
 */
export async function logout(onSignedOut?: () => void): Promise<void> {
  await postEmpty('logout');
  onSignedOut?.();
  await mutate(authenticationKey, null, { revalidate: true });
}
