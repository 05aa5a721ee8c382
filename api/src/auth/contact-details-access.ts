import type { SessionAccount } from './sessions';

/**
 * Contact details (e-mail, phone, contact person) are for signed-in persons and clubs (spec sections 1
 * and 6): the people the platform brings together. An admin account is neither and reads them as a visitor.
 */
export function canViewContactDetails(account: SessionAccount | null): boolean {
  return account?.kind === 'person' || account?.kind === 'club';
}
