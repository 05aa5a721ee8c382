import { asksForHelp, UsageError } from '@anpfiff/core/cli/command-line';
import { SEARCH_KINDS, type SearchKind } from '@anpfiff/schemas/search/search-query';

export const USAGE = `Aufruf: npm run index -- <Befehl>

  rebuild [--kind clubs|jobs|people]   Suchindex aus der Datenbank neu aufbauen (ohne --kind alle Arten)
  status                               Dokumente pro Art, Quellzeilen und der Rückstand des Indexers
  sql [--port 5433]                    Nur lesender Postgres-Endpunkt auf 127.0.0.1 für psql oder ein BI-Tool
                                       (eingebettete Datenbank bei gestoppter App; läuft sie, SQL_PORT setzen)
  help                                 Dieser Text

Exit-Codes: 0 erledigt, 1 Fehler (Datenbank nicht erreichbar oder nicht migriert, ein Neuaufbau ohne
Dokumente, den alten Index behalten), 2 Aufruf falsch.`;

export const DEFAULT_SQL_PORT = 5433;

export type IndexCommand =
  | { name: 'rebuild'; kinds: SearchKind[] }
  | { name: 'status' }
  | { name: 'sql'; port: number }
  | { name: 'help' };

export { UsageError };

/** Reads `--name value` and `--name=value` options; anything unexpected is a usage error. */
function options(args: string[], allowed: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match?.[1] || !allowed.includes(match[1])) throw new UsageError(`Unbekanntes Argument: ${arg}`);
    const value = match[2] ?? args[++i];
    if (value === undefined || value === '') throw new UsageError(`--${match[1]} braucht einen Wert`);
    found.set(match[1], value);
  }
  return found;
}

export function parseIndexArgs(argv: string[]): IndexCommand {
  const [name, ...rest] = argv;
  if (asksForHelp(name)) return { name: 'help' };
  switch (name) {
    case 'rebuild': {
      const kind = options(rest, ['kind']).get('kind');
      if (kind === undefined) return { name: 'rebuild', kinds: [...SEARCH_KINDS] };
      if (!(SEARCH_KINDS as readonly string[]).includes(kind)) {
        throw new UsageError(`--kind muss eines von ${SEARCH_KINDS.join(', ')} sein`);
      }
      return { name: 'rebuild', kinds: [kind as SearchKind] };
    }
    case 'status':
      options(rest, []);
      return { name: 'status' };
    case 'sql': {
      const raw = options(rest, ['port']).get('port');
      const port = raw === undefined ? DEFAULT_SQL_PORT : Number(raw);
      if (!Number.isInteger(port) || port < 1 || port > 65535)
        throw new UsageError('--port muss eine Portnummer sein');
      return { name: 'sql', port };
    }
    default:
      throw new UsageError(`Unbekannter Befehl "${name}".`);
  }
}
