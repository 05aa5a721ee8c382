import type { AccountKind } from '@anpfiff/core/db/models/account';
import type { Knex } from 'knex';

export interface AccountState {
  email: string;
  kind: AccountKind;
  country: 'CH' | 'DE';
  verifiedAt: Date | null;
  locked: boolean;
  createdAt: Date;
  /** Unexpired sessions: what a lock would end. */
  openSessions: number;
}

/** What an operator checks before and after a lock; null for an unknown address. */
export async function readAccountState(db: Knex, email: string): Promise<AccountState | null> {
  const row = (await db('accounts')
    .whereRaw('lower(email) = lower(?)', [email.trim()])
    .first(
      'email',
      'kind',
      'country',
      'verifiedAt',
      'locked',
      'createdAt',
      db('sessions')
        .whereRaw('sessions.account_id = accounts.id')
        .where('expiresAt', '>', db.fn.now())
        .count('*')
        .as('openSessions'),
    )) as (Omit<AccountState, 'openSessions'> & { openSessions: string | number }) | undefined;
  return row ? { ...row, openSessions: Number(row.openSessions) } : null;
}

const ROLES: Record<AccountKind, string> = { club: 'Verein', person: 'Person', admin: 'Admin' };
const when = (d: Date) => new Date(d).toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

export function roleName(kind: AccountKind): string {
  return ROLES[kind];
}

export function formatAccountState(s: AccountState): string {
  return [
    `E-Mail        ${s.email}`,
    `Rolle         ${roleName(s.kind)}`,
    `Land          ${s.country}`,
    `Verifiziert   ${s.verifiedAt ? `ja, ${when(s.verifiedAt)}` : 'nein'}`,
    `Gesperrt      ${s.locked ? 'ja' : 'nein'}`,
    `Erstellt      ${when(s.createdAt)}`,
    `Sitzungen     ${s.openSessions} offen`,
  ].join('\n');
}
