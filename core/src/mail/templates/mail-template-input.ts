import type { Country } from '@anpfiff/schemas/catalogues/countries';

export type MailTemplate = 'verify-mail' | 'password-reset';

export interface MailTemplateInput {
  /** The account's country: picks spelling (de-CH or de-DE) and is the site the links lead to. */
  country: Country;
  /** That country's site, e.g. `https://anpfiff.ch` (from SITES). */
  siteUrl: string;
  /** The raw token; it exists only in the mail, the database keeps its hash. */
  token: string;
  /** Whom the greeting names: a person's first name or a club's name. Empty gives a plain "Hallo". */
  displayName: string;
}
