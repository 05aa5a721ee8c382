import type { PersonCard } from '@anpfiff/schemas/api/profiles';
import type { TFunction } from 'i18next';
import '../../../locales/detail-texts';

export const fullName = (person: Pick<PersonCard, 'firstName' | 'lastName'>) =>
  `${person.firstName} ${person.lastName}`.trim();

/** 'Trainer bei FC Beispiel', or the newcomer text for people without a club (spec section 2). */
export function currentJobText(t: TFunction, person: Pick<PersonCard, 'currentJob'>): string {
  const job = person.currentJob;
  if (!job || (!job.clubFunction && !job.clubName)) return t('detail.person.newcomer');
  const role = job.clubFunction
    ? t(`clubFunctions.${job.clubFunction}`, { defaultValue: job.clubFunction })
    : '';
  if (role && job.clubName) return t('detail.person.currentJobAt', { function: role, club: job.clubName });
  return role || job.clubName || '';
}

/** The functions a person is interested in, as labels. */
export function interests(t: TFunction, person: Pick<PersonCard, 'interestedClubFunctions'>): string[] {
  return person.interestedClubFunctions.map((code) => t(`clubFunctions.${code}`, { defaultValue: code }));
}
