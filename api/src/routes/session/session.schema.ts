import { z } from 'zod';

/** The longest e-mail address and password an account can have; anything longer cannot sign in. */
export const LOGIN_MAX = { username: 254, password: 128 } as const;

/**
 * Whether a login value is longer than any account's, in characters as the forms' `max` rule counts them
 * (check-rules.ts). `.length` counts UTF-16 units, two per emoji: a password of 70 emoji that registration
 * accepted was refused here, and its account could never sign in.
 */
export const longerThanAnyAccount = (username: string, password: string): boolean =>
  [...username].length > LOGIN_MAX.username || [...password].length > LOGIN_MAX.password;

/**
 * Login (spec section 5): both fields are required; the user name is the e-mail address. Values longer
 * than any account's are no field mistake but wrong credentials, answered as such by the route.
 */
export const loginRequest = z.object({
  username: z.string({ message: 'E-Mail ist ein Pflichtfeld.' }).trim().min(1, 'E-Mail ist ein Pflichtfeld.'),
  password: z.string({ message: 'Passwort ist ein Pflichtfeld.' }).min(1, 'Passwort ist ein Pflichtfeld.'),
});

export type LoginRequest = z.infer<typeof loginRequest>;
