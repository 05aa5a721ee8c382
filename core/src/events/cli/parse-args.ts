import { parseArgs } from 'node:util';
import { UsageError } from '../../cli/command-line';
import type { ReplayFrom } from '../event-log';

export type EventsCommand =
  | { name: 'help' }
  | { name: 'lag' }
  | { name: 'tail'; follow: boolean; last: number }
  | { name: 'replay'; group: string; from: ReplayFrom; yes: boolean }
  | { name: 'dead'; group?: string; id?: string; redrive: boolean; all: boolean };

export const USAGE = `Usage: npm run events -- <command> [options]

Commands:
  lag                                   Lag, dead letters and status of every consumer group
  tail [--last N] [--follow]            The newest events (default 20); --follow waits for new ones
  replay --group G --from-offset N      Hand a group every event from offset N on again (0: all)
  replay --group G --since ISO-TIME     ... or every event from a point in time, e.g. 2025-03-01T18:00Z
         [--yes]                        Skip the confirmation
  dead [--group G] [--id N] [--all]     Dead letters (--all includes resolved ones)
  dead --redrive [--group G] [--id N]   Deliver parked dead letters to their group again

The database and event bus come from the same environment as the server (DATABASE_URL, EVENT_BUS, ...).
Embedded mode: stop the server first, PGlite opens its data directory from one process only.`;

export { UsageError };

const OPTIONS = {
  follow: { type: 'boolean' },
  last: { type: 'string' },
  group: { type: 'string' },
  'from-offset': { type: 'string' },
  since: { type: 'string' },
  yes: { type: 'boolean', short: 'y' },
  redrive: { type: 'boolean' },
  id: { type: 'string' },
  all: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const ALLOWED: Record<Exclude<EventsCommand['name'], 'help'>, string[]> = {
  lag: [],
  tail: ['follow', 'last'],
  replay: ['group', 'from-offset', 'since', 'yes'],
  dead: ['group', 'id', 'redrive', 'all'],
};

function wholeNumber(value: string, option: string): string {
  if (!/^\d{1,18}$/.test(value)) throw new UsageError(`--${option} must be a whole number, got "${value}"`);
  return String(BigInt(value));
}

/** ISO 8601 with a date and a time; a bare date or a local time would leave the moment ambiguous. */
function isoTime(value: string): Date {
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) || !/(Z|[+-]\d{2}:?\d{2})$/.test(value) || isNaN(+date)) {
    throw new UsageError(
      `--since must be an ISO time with a zone, e.g. 2025-03-01T18:00:00Z, got "${value}"`,
    );
  }
  return date;
}

export function parseEventsArgs(argv: string[]): EventsCommand {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [name, ...extra] = positionals;
  if (values.help || name === undefined || name === 'help') return { name: 'help' };
  if (!(name in ALLOWED)) throw new UsageError(`Unknown command "${name}"`);
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}"`);
  const command = name as keyof typeof ALLOWED;
  for (const option of Object.keys(values)) {
    if (option !== 'help' && !ALLOWED[command].includes(option)) {
      throw new UsageError(`${command} does not take --${option}`);
    }
  }

  switch (command) {
    case 'lag':
      return { name: 'lag' };
    case 'tail': {
      const last = values.last === undefined ? 20 : Number(wholeNumber(values.last, 'last'));
      if (last < 1 || last > 10_000) throw new UsageError('--last must be between 1 and 10000');
      return { name: 'tail', follow: values.follow ?? false, last };
    }
    case 'replay': {
      if (!values.group) throw new UsageError('replay needs --group');
      const offset = values['from-offset'];
      if ((offset === undefined) === (values.since === undefined)) {
        throw new UsageError('replay needs exactly one of --from-offset and --since');
      }
      const from: ReplayFrom =
        offset !== undefined
          ? { offset: wholeNumber(offset, 'from-offset') }
          : { since: isoTime(values.since ?? '') };
      return { name: 'replay', group: values.group, from, yes: values.yes ?? false };
    }
    case 'dead':
      return {
        name: 'dead',
        group: values.group,
        id: values.id === undefined ? undefined : wholeNumber(values.id, 'id'),
        redrive: values.redrive ?? false,
        all: values.all ?? false,
      };
  }
}
