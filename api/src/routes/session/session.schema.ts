import { z } from 'zod';

/** The longest e-mail address and password an account can have; anything longer cannot sign in. */
export const LOGIN_MAX = { username: 254, password: 128 } as const;

/**
 * Login (spec section 5): both fields are required; the user name is the e-mail address. Values longer
 * than any account's are no field mistake but wrong credentials, answered as such by the route.
 */
export const loginRequest = z.object({
  username: z.string({ message: 'E-Mail ist ein Pflichtfeld.' }).trim().min(1, 'E-Mail ist ein Pflichtfeld.'),
  password: z.string({ message: 'Passwort ist ein Pflichtfeld.' }).min(1, 'Passwort ist ein Pflichtfeld.'),
});

export type LoginRequest = z.infer<typeof loginRequest>;
