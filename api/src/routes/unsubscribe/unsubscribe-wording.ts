import type { AccountKind } from '@anpfiff/core/db/models/account';
import type { FormOfAddress } from '@anpfiff/core/mail/templates/mail-layout';
import { formOfAddressOf } from '@anpfiff/core/mail/templates/form-of-address';
import type { Knex } from 'knex';

export interface UnsubscribeWords {
  question: string;
  done: string;
}

// The page answers the digest, so it speaks as the digest did: "ihr" to a club, "du" to a person.
const WORDS: Record<FormOfAddress, UnsubscribeWords> = {
  du: {
    question:
      'Möchtest du die wöchentliche Mail mit neuen passenden Angeboten oder Personen nicht mehr bekommen?',
    done: 'Du bekommst keine wöchentliche Mail mit neuen Treffern mehr. In deinen Einstellungen kannst du sie jederzeit wieder einschalten.',
  },
  ihr: {
    question:
      'Möchtet ihr die wöchentliche Mail mit neuen passenden Angeboten oder Personen nicht mehr bekommen?',
    done: 'Ihr bekommt keine wöchentliche Mail mit neuen Treffern mehr. In euren Einstellungen könnt ihr sie jederzeit wieder einschalten.',
  },
};

/**
 * The words for the account of a link whose signature was checked: only then may the page depend on the
 * account at all, so a forged link learns nothing, not even whether an id belongs to a club. An account
 * that is gone gets "du", as every page that knows nobody does.
 */
export async function unsubscribeWords(db: Knex, signedAccountId: string): Promise<UnsubscribeWords> {
  const account = (await db('accounts').where({ id: signedAccountId }).first('kind')) as
    { kind: AccountKind } | undefined;
  return WORDS[account ? formOfAddressOf(account.kind) : 'du'];
}
