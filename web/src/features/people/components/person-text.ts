import type { PersonCard } from '@anpfiff/schemas/api/profiles';
import type { TFunction } from 'i18next';
import { addTexts } from '../../../lib/i18n';
import { personFacts } from '../../../locales/de/person-facts';

// A person's facts as the result card, the modal, the detail page and the matchings show them. Their four
// texts come along here rather than with the detail texts, so the people search loads neither those nor
// the detail chunk, which would push it past its first-load budget.
addTexts({ detail: { person: personFacts } });

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
