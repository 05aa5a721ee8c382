/**
 * How long the link of each account mail works. The command that creates the token takes its expiry from
 * here and the mail states it, so the promise in the mail and the check on the server cannot drift apart.
 */
export const LINK_VALIDITY = {
  'verify-mail': { ms: 7 * 24 * 60 * 60 * 1000, text: '7 Tage' },
  'password-reset': { ms: 60 * 60 * 1000, text: 'eine Stunde' },
} as const;
