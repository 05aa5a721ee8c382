import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { FormOfAddress } from './mail-layout';

export type MailTemplate = 'verify-mail' | 'password-reset' | 'verify-with-password';

export interface MailTemplateInput {
  /** The account's country: picks spelling (de-CH or de-DE) and is the site the links lead to. */
  country: Country;
  /** That country's site, e.g. `https://anpfiff.ch` (from SITES). */
  siteUrl: string;
  /** The raw token; it exists only in the mail, the database keeps its hash. */
  token: string;
  /** Whom the greeting names: a person's first name or a club's name. Empty gives a plain "Hallo". */
  displayName: string;
  /**
   * "du" for a person, "ihr" for a club (formOfAddressOf); the whole mail, layout included, follows it.
   * Without it the mail says "du", as the layout does.
   */
  formOfAddress?: FormOfAddress;
}
