import type { AccountKind } from '@anpfiff/core/db/models/account';
import type { FormOfAddress } from '@anpfiff/core/mail/templates/mail-layout';
import { formOfAddressOf } from '@anpfiff/core/mail/templates/form-of-address';
import { WEEKLY_MAIL, type WeeklyMailWords } from '@anpfiff/core/mail/templates/spelling';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { Knex } from 'knex';

export interface UnsubscribeWords {
  question: string;
  done: string;
  /** Whom the page addresses, for the link to the settings it names. */
  formOfAddress: FormOfAddress;
}

/** The title of the pages: the label of the link in the mail that led here. */
export const unsubscribeTitle = (country: Country): string => WEEKLY_MAIL[country].unsubscribe;

// The page answers the digest, so it speaks as the digest did: "ihr" to a club, "du" to a person, and
// "das E-Mail" on the Swiss site, "die E-Mail" on the German one.
const WORDS: Record<FormOfAddress, (weekly: WeeklyMailWords) => Omit<UnsubscribeWords, 'formOfAddress'>> = {
  du: (w) => ({
    question: `Möchtest du ${w.the} mit neuen passenden Angeboten oder Personen nicht mehr bekommen?`,
    done: `Du bekommst ${w.none} mit neuen Treffern mehr. In deinen Einstellungen kannst du ${w.it} jederzeit wieder einschalten.`,
  }),
  ihr: (w) => ({
    question: `Möchtet ihr ${w.the} mit neuen passenden Angeboten oder Personen nicht mehr bekommen?`,
    done: `Ihr bekommt ${w.none} mit neuen Treffern mehr. In euren Einstellungen könnt ihr ${w.it} jederzeit wieder einschalten.`,
  }),
};

/**
 * The words for the account of a link whose signature was checked: only then may the page depend on the
 * account at all, so a forged link learns nothing, not even whether an id belongs to a club. An account
 * that is gone gets "du", as every page that knows nobody does.
 */
export async function unsubscribeWords(
  db: Knex,
  signedAccountId: string,
  country: Country,
): Promise<UnsubscribeWords> {
  const account = (await db('accounts').where({ id: signedAccountId }).first('kind')) as
    { kind: AccountKind } | undefined;
  const formOfAddress = account ? formOfAddressOf(account.kind) : 'du';
  return { ...WORDS[formOfAddress](WEEKLY_MAIL[country]), formOfAddress };
}
