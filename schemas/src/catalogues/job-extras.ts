import type { Country } from './countries';

export const JOB_EXTRAS = [
  'FREE_MATCH_TICKETS',
  'FREE_MEMBERSHIP',
  'COURSE_COSTS',
  'FURTHER_EDUCATION',
  'EQUIPMENT',
] as const;

export type JobExtra = (typeof JOB_EXTRAS)[number];

// The Swiss site's words, and Swiss spelling (no 'ß'); the German site says some differently (below).
export const JOB_EXTRA_LABELS: Readonly<Record<JobExtra, string>> = {
  FREE_MATCH_TICKETS: 'Gratis Matchtickets',
  FREE_MEMBERSHIP: 'Gratis Mitgliedschaft',
  COURSE_COSTS: 'Übernahme der Kurskosten',
  FURTHER_EDUCATION: 'Weiterbildung',
  EQUIPMENT: 'Ausrüstung',
};

/** Where Germany has words of its own: 'Gratis Matchtickets' is Swiss usage. */
export const JOB_EXTRA_LABELS_DE: Readonly<Partial<Record<JobExtra, string>>> = {
  FREE_MATCH_TICKETS: 'Freikarten für Spiele',
};

/** An extra as the site of `country` names it. */
export function jobExtraLabel(extra: JobExtra, country: Country): string {
  return (country === 'DE' ? JOB_EXTRA_LABELS_DE[extra] : undefined) ?? JOB_EXTRA_LABELS[extra];
}

export function isJobExtra(v: unknown): v is JobExtra {
  return typeof v === 'string' && (JOB_EXTRAS as readonly string[]).includes(v);
}
