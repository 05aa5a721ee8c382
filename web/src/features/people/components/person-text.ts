import type { PersonCard } from '@anpfiff/schemas/api/profiles';
import type { TFunction } from 'i18next';
import { addTexts } from '../../../lib/i18n';
import { personFacts as personFactTexts } from '../../../locales/de/person-facts';

// A person's facts as the result card, the modal, the detail page and the matchings show them. Their four
// texts come along here rather than with the detail texts, so the people search loads neither those nor
// the detail chunk, which would push it past its first-load budget.
addTexts({ detail: { person: personFactTexts } });

export const fullName = (person: Pick<PersonCard, 'firstName' | 'lastName'>) =>
  `${person.firstName} ${person.lastName}`.trim();

/** Birth year and home, as the line under a person's name reads: 'Jahrgang 1990 · 8000 Zürich'. */
export function personFacts(t: TFunction, person: Pick<PersonCard, 'birthYear' | 'address'>): string {
  return [
    person.birthYear && t('detail.person.born', { year: person.birthYear }),
    `${person.address.zip} ${person.address.city}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

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
