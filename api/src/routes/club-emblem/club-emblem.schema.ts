import { z } from 'zod';

export const emblemSearchQuery = z.object({
  query: z.string().trim().max(100, 'Der Suchbegriff ist zu lang.').optional(),
});

export const emblemPickRequest = z.object({
  avatarUri: z.string({ message: 'Bitte wähle ein Wappen.' }).min(1, 'Bitte wähle ein Wappen.').max(500),
});
