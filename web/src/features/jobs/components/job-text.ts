import type { Job } from '@anpfiff/schemas/api/profiles';
import type { TFunction } from 'i18next';

/** The role an offer is for: the sub-function where there is one ('Cheftrainer'), else the function. */
export function jobRole(t: TFunction, job: Pick<Job, 'clubFunction' | 'subClubFunction'>): string {
  const code = job.subClubFunction ?? job.clubFunction;
  return t(`clubFunctions.${code}`, { defaultValue: code });
}

/** 'C-Junioren · Männer · 3. Liga': the team the offer is for, as far as the club said. */
export function jobTeam(
  t: TFunction,
  job: Pick<Job, 'teamCategory' | 'teamGender' | 'leagueHierarchy'>,
): string {
  return [
    job.teamCategory && t(`teamCategories.${job.teamCategory}`, { defaultValue: job.teamCategory }),
    job.teamGender && t(`teamGenders.${job.teamGender}`, { defaultValue: job.teamGender }),
    job.leagueHierarchy.at(-1),
  ]
    .filter(Boolean)
    .join(' · ');
}
