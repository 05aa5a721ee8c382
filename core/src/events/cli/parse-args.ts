import { parseArgs } from 'node:util';
import { UsageError } from '../../cli/command-line';
import type { ReplayFrom } from '../event-log';

export type EventsCommand =
  | { name: 'help' }
  | { name: 'lag' }
  | { name: 'tail'; follow: boolean; last: number }
  | { name: 'replay'; group: string; from: ReplayFrom; yes: boolean }
  | { name: 'dead'; group?: string; id?: string; redrive: boolean; all: boolean };

export const USAGE = `Aufruf: npm run events -- <Befehl> [Optionen]

Befehle:
  lag                                   Rückstand, Dead Letters und Zustand jeder Consumer-Gruppe
  tail [--last N] [--follow]            Die neuesten Events (ohne --last 20); --follow wartet auf neue
  replay --group G --from-offset N      Einer Gruppe jedes Event ab Offset N nochmals geben (0: alle)
  replay --group G --since ISO-ZEIT     ... oder jedes Event ab einem Zeitpunkt, z. B. 2025-03-01T18:00Z
         [--yes]                        Ohne Rückfrage
  dead [--group G] [--id N] [--all]     Dead Letters (--all auch die erledigten)
  dead --redrive [--group G] [--id N]   Abgelegte Dead Letters ihrer Gruppe nochmals zustellen
  help                                  Dieser Text

Datenbank und Event-Bus kommen aus derselben Umgebung wie beim Server (DATABASE_URL, EVENT_BUS, ...).
Eingebetteter Modus: zuerst den Server stoppen, PGlite öffnet sein Datenverzeichnis nur aus einem Prozess.

Exit-Codes: 0 erledigt, 1 Fehler oder Replay abgelehnt, 2 Aufruf falsch oder Replay ohne Bestätigung
(ohne Terminal --yes angeben).`;

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
  if (!/^\d{1,18}$/.test(value))
    throw new UsageError(`--${option} muss eine ganze Zahl sein, nicht "${value}"`);
  return String(BigInt(value));
}

/** ISO 8601 with a date and a time; a bare date or a local time would leave the moment ambiguous. */
function isoTime(value: string): Date {
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) || !/(Z|[+-]\d{2}:?\d{2})$/.test(value) || isNaN(+date)) {
    throw new UsageError(
      `--since muss eine ISO-Zeit mit Zone sein, z. B. 2025-03-01T18:00:00Z, nicht "${value}"`,
    );
  }
  return date;
}

/** node:util's parseArgs explains in English; the option it names is what the operator needs. */
function optionProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const option = /'(--?[^' ]+)/.exec(message)?.[1];
  const code = (error as { code?: string }).code;
  if (option && code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `Unbekannte Option ${option}.`;
  // A value starting with a dash ('--last -5') is read as the next option: the way to give it is named.
  if (option && code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return `Option ${option} braucht einen Wert (einen, der mit - beginnt, als ${option}=… angeben).`;
  return message;
}

export function parseEventsArgs(argv: string[]): EventsCommand {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(optionProblem(error));
  }
  const { values, positionals } = parsed;
  const [name, ...extra] = positionals;
  if (values.help || name === undefined || name === 'help') return { name: 'help' };
  if (!(name in ALLOWED)) throw new UsageError(`Unbekannter Befehl "${name}".`);
  if (extra.length > 0) throw new UsageError(`Unerwartetes Argument "${extra[0]}".`);
  const command = name as keyof typeof ALLOWED;
  for (const option of Object.keys(values)) {
    if (option !== 'help' && !ALLOWED[command].includes(option)) {
      throw new UsageError(`${command} nimmt kein --${option}`);
    }
  }

  switch (command) {
    case 'lag':
      return { name: 'lag' };
    case 'tail': {
      const last = values.last === undefined ? 20 : Number(wholeNumber(values.last, 'last'));
      if (last < 1 || last > 10_000) throw new UsageError('--last muss zwischen 1 und 10000 liegen');
      return { name: 'tail', follow: values.follow ?? false, last };
    }
    case 'replay': {
      if (!values.group) throw new UsageError('replay braucht --group');
      const offset = values['from-offset'];
      if ((offset === undefined) === (values.since === undefined)) {
        throw new UsageError('replay braucht genau eines von --from-offset und --since');
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
