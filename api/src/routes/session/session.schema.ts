import { z } from 'zod';

/** Login (spec section 5): both fields are required; the user name is the e-mail address. */
export const loginRequest = z.object({
  username: z
    .string({ message: 'E-Mail ist ein Pflichtfeld.' })
    .trim()
    .min(1, 'E-Mail ist ein Pflichtfeld.')
    .max(254, 'Ungültige Anmeldedaten'),
  password: z
    .string({ message: 'Passwort ist ein Pflichtfeld.' })
    .min(1, 'Passwort ist ein Pflichtfeld.')
    .max(128, 'Ungültige Anmeldedaten'),
});

export type LoginRequest = z.infer<typeof loginRequest>;
