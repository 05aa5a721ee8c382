import { asksForHelp, UsageError } from '@anpfiff/core/cli/command-line';

export type AccountCommand = { name: 'lock' | 'unlock' | 'show'; email: string } | { name: 'help' };

export const USAGE = `Aufruf: npm run account -- <Befehl>

  lock <email>     Account sperren: keine Anmeldung, offene Sitzungen enden, Profil und Angebote
                   verschwinden aus der Suche und den Matchings
  unlock <email>   Sperre aufheben: Profil, Angebote und Matchings kommen zurück
  show <email>     Zustand des Accounts: Rolle, Land, verifiziert, gesperrt, erstellt, offene Sitzungen
  help             Dieser Text`;

export { UsageError };

/** `lock|unlock|show <email>`; the address is checked for its shape only, the database decides the rest. */
export function parseAccountArgs(args: string[]): AccountCommand {
  const [name, ...rest] = args;
  if (asksForHelp(name)) return { name: 'help' };
  switch (name) {
    case 'lock':
    case 'unlock':
    case 'show': {
      const [email, ...extra] = rest;
      if (!email || extra.length > 0) throw new UsageError(`"${name}" braucht genau eine E-Mail-Adresse.`);
      if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new UsageError(`"${email}" ist keine E-Mail-Adresse.`);
      return { name, email };
    }
    default:
      throw new UsageError(`Unbekannter Befehl "${name}".`);
  }
}
