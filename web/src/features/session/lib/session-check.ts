import { mutate } from 'swr';
import { ApiError } from '../../../lib/api-client';
import { authenticationKey } from '../api/get-authentication';

/**
 * A write of a signed-in page, passed through: when the API answers 401 (the session ended in another tab,
 * or expired), the session is asked for at once, and the route guard sends the browser to the sign-in,
 * which comes back here. Otherwise the page would only say 'Bitte melde dich an.' with no way to sign in
 * but leaving it, or offer a retry that can never succeed.
 */
export function checkingSession<T>(sending: Promise<T>): Promise<T> {
  return sending.catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 401) void mutate(authenticationKey);
    throw error;
  });
}
