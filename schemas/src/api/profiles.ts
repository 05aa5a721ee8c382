import { z } from 'zod';

/** What the API answers about clubs, people and offers. Contact fields are absent unless the caller may see them. */
export const contactInformationSchema = z.object({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  position: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
});

const links = {
  websiteUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  facebookUrl: z.string().nullable(),
};

export const clubSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  avatarUrl: z.string().nullable(),
  address: z.object({ street: z.string().nullable(), zip: z.string(), city: z.string() }),
  state: z.string().nullable(),
  ...links,
  canViewContactDetails: z.boolean(),
  contactInformation: contactInformationSchema.optional(),
});

export const currentJobSchema = z.object({
  clubFunction: z.string().nullable(),
  clubName: z.string().nullable(),
  teamCategory: z.string().nullable(),
  teamGender: z.string().nullable(),
  league: z.string().nullable(),
  leagueHierarchy: z.array(z.string()),
});

export const personSchema = z.object({
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  description: z.string(),
  birthYear: z.number().int().nullable(),
  address: z.object({ zip: z.string(), city: z.string() }),
  state: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  ...links,
  currentJob: currentJobSchema.nullable(),
  interestedClubFunctions: z.array(z.string()),
  searchRadius: z.number().int(),
  canViewContactDetails: z.boolean(),
  email: z.string().optional(),
  phone: z.string().optional(),
});

export const jobSchema = z.object({
  id: z.string(),
  slug: z.string(),
  clubSlug: z.string(),
  clubName: z.string(),
  clubAvatarUrl: z.string().nullable(),
  clubFunction: z.string(),
  subClubFunction: z.string().nullable(),
  teamCategory: z.string().nullable(),
  teamGender: z.string().nullable(),
  league: z.string().nullable(),
  leagueHierarchy: z.array(z.string()),
  salary: z.number().int(),
  currency: z.enum(['CHF', 'EUR']),
  searchRadius: z.number().int(),
  description: z.string(),
  jobExtras: z.array(z.string()),
  address: z.object({ zip: z.string(), city: z.string() }),
  state: z.string().nullable(),
  canViewContactDetails: z.boolean(),
  contactInformation: contactInformationSchema.optional(),
  createdAt: z.string(),
});

/** A line of the club's own offers: enough to tell two offers for the same role apart (team, pay). */
export const ownJobSchema = jobSchema
  .pick({
    slug: true,
    clubFunction: true,
    subClubFunction: true,
    teamCategory: true,
    teamGender: true,
    league: true,
    leagueHierarchy: true,
    salary: true,
    currency: true,
    createdAt: true,
  })
  .extend({ matchings: z.number().int() });

export type Club = z.infer<typeof clubSchema>;
export type PersonCard = z.infer<typeof personSchema>;
export type Job = z.infer<typeof jobSchema>;
export type OwnJob = z.infer<typeof ownJobSchema>;
