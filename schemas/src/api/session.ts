import { z } from 'zod';

/** The signed-in user (spec section 3); `null` when signed out. */
export const currentUserSchema = z.object({
  email: z.string(),
  displayName: z.string(),
  profileSlug: z.string().nullable(),
  admin: z.boolean(),
  club: z.object({ slug: z.string(), name: z.string(), avatarUrl: z.string().nullable() }).nullable(),
  person: z
    .object({
      slug: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      avatarUrl: z.string().nullable(),
    })
    .nullable(),
});

export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loginSchema = z.object({
  username: z
    .string({ message: 'E-Mail ist ein Pflichtfeld.' })
    .trim()
    .min(1, 'E-Mail ist ein Pflichtfeld.')
    .max(254),
  password: z
    .string({ message: 'Passwort ist ein Pflichtfeld.' })
    .min(1, 'Passwort ist ein Pflichtfeld.')
    .max(128),
});
