import { defaultMessage, HttpError } from '../errors';

/**
 * The answer to a request whose account was deleted while it ran (in another tab, on another device): the
 * one `authorize()` gives once the session has ended, so the client asks for a new sign-in instead of
 * showing a failure.
 */
export function accountGone(): HttpError {
  return new HttpError(401, defaultMessage(401));
}
