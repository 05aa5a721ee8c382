import { asksForHelp, UsageError } from '@anpfiff/core/cli/command-line';

export type MatcherCommand = { name: 'rebuild' } | { name: 'help' };

export const USAGE = `Aufruf: npm run matcher -- <Befehl>

  rebuild   Alle Matchings neu berechnen und melden, was sich geändert hat (auf der eingebetteten
            Datenbank bei gestoppter App; auf PostgreSQL jederzeit)
  help      Dieser Text

Exit-Codes: 0 erledigt, 1 Fehler (Datenbank nicht erreichbar oder nicht migriert), 2 Aufruf falsch.`;

export { UsageError };

export function parseMatcherArgs(args: string[]): MatcherCommand {
  const [name, ...rest] = args;
  if (asksForHelp(name)) return { name: 'help' };
  switch (name) {
    case 'rebuild':
      if (rest.length > 0) throw new UsageError(`"rebuild" nimmt keine Argumente.`);
      return { name };
    default:
      throw new UsageError(`Unbekannter Befehl "${name}".`);
  }
}
