import { UsageError } from '@anpfiff/core/cli/command-line';
import { SCALES, type ScaleName } from './large/large-plan';

const SCALE_NAMES = Object.keys(SCALES) as ScaleName[];

// English like the other operator commands (events, index, mail, matcher): operators read it, not members.
export const USAGE = `Usage: npm run seed [-- --scale ${SCALE_NAMES.join('|')}]

  (no options)                  migrate and seed the demo data into the configured database if it is empty
  --scale ${SCALE_NAMES.join('|').padEnd(22)}migrate and write the generated benchmark data set instead
                                (large: 10,000 clubs, 100,000 offers, 200,000 people; medium: a tenth)
  --help                        this text`;

export type SeedCommand = { name: 'help' } | { name: 'seed'; scale: ScaleName | undefined };

export { UsageError };

/** `--help`, nothing (demo data), or `--scale <name>` / `--scale=<name>`; anything else is a usage error. */
export function parseSeedArgs(args: string[]): SeedCommand {
  if (args.length === 0) return { name: 'seed', scale: undefined };
  const [first = '', ...rest] = args;
  if (['--help', '-h', 'help'].includes(first)) return { name: 'help' };
  const match = /^--scale(?:=(.*))?$/.exec(first);
  if (!match) throw new UsageError(`Unknown argument: ${first}`);
  const value = match[1] ?? rest.shift();
  if (value === undefined || value === '') throw new UsageError('--scale needs a value');
  if (rest.length > 0) throw new UsageError(`Unexpected argument: ${rest[0]}`);
  if (!(SCALE_NAMES as string[]).includes(value))
    throw new UsageError(`--scale must be one of ${SCALE_NAMES.join(', ')}, got "${value}"`);
  return { name: 'seed', scale: value as ScaleName };
}
