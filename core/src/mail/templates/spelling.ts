import type { Country } from '@anpfiff/schemas/catalogues/countries';

/** Our own German words on the Swiss site: ss instead of ß. Never applied to names users typed. */
export function spell(country: Country, text: string): string {
  return country === 'CH' ? text.replace(/ß/g, 'ss') : text;
}

/** Switzerland says "das E-Mail", Germany "die E-Mail". */
export function thisMailWord(country: Country): string {
  return country === 'CH' ? 'dieses E-Mail' : 'diese E-Mail';
}

export interface WeeklyMailWords {
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
 * the article, adjective and pronoun that follow. The digest and its unsubscribe pages use the same words.
 */
export const WEEKLY_MAIL: Record<Country, WeeklyMailWords> = {
  CH: {
    the: 'das wöchentliche E-Mail',
    none: 'kein wöchentliches E-Mail',
    it: 'es',
    unsubscribe: 'Wöchentliches E-Mail abbestellen',
  },
  DE: {
    the: 'die wöchentliche E-Mail',
    none: 'keine wöchentliche E-Mail',
    it: 'sie',
    unsubscribe: 'Wöchentliche E-Mail abbestellen',
  },
};
