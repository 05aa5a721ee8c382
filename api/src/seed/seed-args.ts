import { isHelpWord, UsageError } from '@anpfiff/core/cli/command-line';
import { SCALES, type ScaleName } from './large/large-plan';

const SCALE_NAMES = Object.keys(SCALES) as ScaleName[];

// German like the other operator commands (events, index, mail, matcher, account, backup).
export const USAGE = `Aufruf: npm run seed [-- --scale ${SCALE_NAMES.join('|')}]

  (ohne Optionen)               Migrieren und die Demodaten in die konfigurierte Datenbank schreiben, wenn
                                sie leer ist
  --scale ${SCALE_NAMES.join('|').padEnd(22)}Migrieren und stattdessen den generierten Datensatz für
                                Benchmarks in eine leere Datenbank schreiben (large: 10'000 Vereine,
                                100'000 Angebote, 200'000 Personen; medium: ein Zehntel)
  --help                        Dieser Text

Exit-Codes: 0 erledigt (auch wenn die Datenbank schon Daten hat: dann werden keine Demodaten geschrieben),
1 Fehler (Datenbank nicht erreichbar oder von einer neueren Version migriert, --scale auf eine Datenbank
mit Daten), 2 Aufruf falsch.`;

export type SeedCommand = { name: 'help' } | { name: 'seed'; scale: ScaleName | undefined };

export { UsageError };

/** `--help`, nothing (demo data), or `--scale <name>` / `--scale=<name>`; anything else is a usage error. */
export function parseSeedArgs(args: string[]): SeedCommand {
  if (args.length === 0) return { name: 'seed', scale: undefined };
  const [first = '', ...rest] = args;
  if (isHelpWord(first)) return { name: 'help' };
  const match = /^--scale(?:=(.*))?$/.exec(first);
  if (!match) throw new UsageError(`Unbekanntes Argument: ${first}`);
  const value = match[1] ?? rest.shift();
  if (value === undefined || value === '') throw new UsageError('--scale braucht einen Wert');
  if (rest.length > 0) throw new UsageError(`Unerwartetes Argument: ${rest[0]}`);
  if (!(SCALE_NAMES as string[]).includes(value))
    throw new UsageError(`--scale muss eines von ${SCALE_NAMES.join(', ')} sein, nicht "${value}"`);
  return { name: 'seed', scale: value as ScaleName };
}
