import useSWRImmutable from 'swr/immutable';
import { sendForm } from '../../../components/form/send-form';

/** `POST api/password-reset/check`: whether the mailed link still works; it stays unused. */
export const checkResetLink = (token: string): Promise<{ works: boolean }> =>
  sendForm<{ works: boolean }>('POST', 'password-reset/check', { token });

/**
 * Asks once per token and page load, so that a used or expired link says so before a new password is
 * typed twice. An answer that does not come leaves the form as it is: saving then says what the link is.
 */
export function useResetLinkWorks(token: string | null): boolean | undefined {
  const { data } = useSWRImmutable(
    token ? ['password-reset-check', token] : null,
    ([, t]) => checkResetLink(t),
    {
      shouldRetryOnError: false,
    },
  );
  return data?.works;
}
