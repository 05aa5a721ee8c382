import useSWRImmutable from 'swr/immutable';
import { sendForm } from '../../../components/form/send-form';

export const verifyMailKey = (token: string) => ['verify-mail', token] as const;

/** `POST api/verify-mail` with the token of the mailed link. */
export const verifyMail = (token: string): Promise<{ verified: true }> =>
  sendForm<{ verified: true }>('POST', 'verify-mail', { token });

/**
 * Verifies once per token and page load: a token works only once, so a second request (React's strict
 * mode, a re-render, returning to the page) must not be sent and report the used link as invalid.
 */
export function useVerifyMail(token: string | null) {
  return useSWRImmutable(token ? verifyMailKey(token) : null, ([, t]) => verifyMail(t), {
    shouldRetryOnError: false,
  });
}
