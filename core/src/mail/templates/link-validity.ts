const RESET = { ms: 60 * 60 * 1000, text: 'eine Stunde' } as const;

/**
 * How long the link of each account mail works. The command that creates the token takes its expiry from
 * here and the mail states it, so the promise in the mail and the check on the server cannot drift apart.
 * A new verification link asked for later is a reset link (resend-verification), and lasts as long.
 */
export const LINK_VALIDITY = {
  'verify-mail': { ms: 7 * 24 * 60 * 60 * 1000, text: '7 Tage' },
  'password-reset': RESET,
  'verify-with-password': RESET,
} as const;
