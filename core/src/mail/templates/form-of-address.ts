import type { AccountKind } from '../../db/models/account';
import type { FormOfAddress } from './mail-layout';

/**
 * How we address an account holder: a club is a team of people behind one account, so "ihr"; a person
 * (and an admin, one person too) "du". The one place that maps roles to address, for mails and the pages
 * reached from them alike, so they cannot disagree.
 */
export function formOfAddressOf(kind: AccountKind): FormOfAddress {
  return kind === 'club' ? 'ihr' : 'du';
}
