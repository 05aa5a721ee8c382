import type { Knex } from 'knex';
import { setAccountLocked } from '../commands/lock-account';
import { type AccountCommand, USAGE } from './account-args';
import { formatAccountState, readAccountState, roleName } from './account-state';

export interface AccountIo {
  /** Results. */
  out: NodeJS.WritableStream;
  /** What went wrong, so `out` stays clean for a pipe. */
  err: NodeJS.WritableStream;
}

const print = (stream: NodeJS.WritableStream, text: string) => stream.write(`${text}\n`);

const unknown = (io: AccountIo, email: string) => {
  print(io.err, `Kein Account mit der E-Mail-Adresse ${email}; nichts geändert.`);
  return 1;
};

/**
 * Runs one `npm run account` command; returns the exit code: 0 when the account is (now) as asked, 1 for an
 * unknown address. Locking a locked account is no error: the state the operator wants holds.
 */
export async function runAccountCommand(command: AccountCommand, db: Knex, io: AccountIo): Promise<number> {
  if (command.name === 'help') {
    print(io.out, USAGE);
    return 0;
  }
  const { email } = command;
  if (command.name === 'show') {
    const state = await readAccountState(db, email);
    if (!state) return unknown(io, email);
    print(io.out, formatAccountState(state));
    return 0;
  }
  const lock = command.name === 'lock';
  const result = await setAccountLocked(db, email, lock);
  if (result.outcome === 'unknown') return unknown(io, email);
  const account = `${result.email} (${roleName(result.kind)})`;
  if (result.outcome === 'unchanged') {
    print(io.out, `Der Account ${account} ist bereits ${lock ? 'gesperrt' : 'entsperrt'}; nichts geändert.`);
    return 0;
  }
  if (lock) {
    const sessions = result.endedSessions === 1 ? '1 Sitzung' : `${result.endedSessions} Sitzungen`;
    print(io.out, `Account ${account} gesperrt, ${sessions} beendet.`);
    if (result.kind !== 'admin')
      print(
        io.out,
        'Indexer und Matcher nehmen Profil, Angebote und Matchings heraus, sobald sie das Ereignis lesen.',
      );
    if (result.noAdminLeft)
      print(
        io.out,
        `Hinweis: Damit ist kein Admin-Account mehr entsperrt (npm run account -- unlock ${result.email}).`,
      );
  } else {
    print(io.out, `Account ${account} entsperrt.`);
    if (result.kind !== 'admin')
      print(
        io.out,
        'Indexer und Matcher nehmen Profil, Angebote und Matchings wieder auf, sobald sie das Ereignis lesen.',
      );
  }
  return 0;
}
