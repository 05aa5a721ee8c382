import type { Country } from '../catalogues/countries';

export interface WeeklyMailWords {
  /** "Wöchentliches E-Mail": its name at the start of a label, a heading or a title. */
  name: string;
  /** "das wöchentliche E-Mail": subject or object of a sentence. */
  the: string;
  /** "kein wöchentliches E-Mail … mehr". */
  none: string;
  /** The pronoun that refers back to it. */
  it: string;
  /** The label of the unsubscribe link in the mail and the title of the page behind it. */
  unsubscribe: string;
}

/**
 * How the weekly digest is named, per site: "das E-Mail" in Switzerland, "die E-Mail" in Germany, with
 * the article, adjective and pronoun that follow. The digest, its unsubscribe pages and the setting that
 * switches it on use the same words.
 */
export const WEEKLY_MAIL: Record<Country, WeeklyMailWords> = {
  CH: {
    name: 'Wöchentliches E-Mail',
    the: 'das wöchentliche E-Mail',
    none: 'kein wöchentliches E-Mail',
    it: 'es',
    unsubscribe: 'Wöchentliches E-Mail abbestellen',
  },
  DE: {
    name: 'Wöchentliche E-Mail',
    the: 'die wöchentliche E-Mail',
    none: 'keine wöchentliche E-Mail',
    it: 'sie',
    unsubscribe: 'Wöchentliche E-Mail abbestellen',
  },
};
