export const JOB_EXTRAS = [
  'FREE_MATCH_TICKETS',
  'FREE_MEMBERSHIP',
  'COURSE_COSTS',
  'FURTHER_EDUCATION',
  'EQUIPMENT',
] as const;

export type JobExtra = (typeof JOB_EXTRAS)[number];

// Shown on both country sites, so Swiss spelling (no 'ß').
export const JOB_EXTRA_LABELS: Readonly<Record<JobExtra, string>> = {
  FREE_MATCH_TICKETS: 'Gratis Matchtickets',
  FREE_MEMBERSHIP: 'Gratis Mitgliedschaft',
  COURSE_COSTS: 'Übernahme der Kurskosten',
  FURTHER_EDUCATION: 'Weiterbildung',
  EQUIPMENT: 'Ausrüstung',
};

export function isJobExtra(v: unknown): v is JobExtra {
  return typeof v === 'string' && (JOB_EXTRAS as readonly string[]).includes(v);
}
