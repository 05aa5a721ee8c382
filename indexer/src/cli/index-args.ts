import { UsageError } from '@anpfiff/core/cli/command-line';
import { SEARCH_KINDS, type SearchKind } from '@anpfiff/schemas/search/search-query';

export const USAGE = `Usage: npm run index -- <command>

  rebuild [--kind clubs|jobs|people]   rebuild the search index from the database (all kinds by default)
  status                               documents per kind, source rows, and the indexer's event lag
  sql [--port 5433]                    read-only Postgres endpoint on 127.0.0.1 for psql or a BI tool
                                       (embedded database, app stopped; with the app running set SQL_PORT)`;

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
    if (!match?.[1] || !allowed.includes(match[1])) throw new UsageError(`Unknown argument: ${arg}`);
    const value = match[2] ?? args[++i];
    if (value === undefined || value === '') throw new UsageError(`--${match[1]} needs a value`);
    found.set(match[1], value);
  }
  return found;
}

export function parseIndexArgs(argv: string[]): IndexCommand {
  const [name, ...rest] = argv;
  switch (name) {
    case undefined:
    case 'help':
    case '--help':
      return { name: 'help' };
    case 'rebuild': {
      const kind = options(rest, ['kind']).get('kind');
      if (kind === undefined) return { name: 'rebuild', kinds: [...SEARCH_KINDS] };
      if (!(SEARCH_KINDS as readonly string[]).includes(kind)) {
        throw new UsageError(`--kind must be one of ${SEARCH_KINDS.join(', ')}`);
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
        throw new UsageError('--port must be a port number');
      return { name: 'sql', port };
    }
    default:
      throw new UsageError(`Unknown command: ${name}`);
  }
}
