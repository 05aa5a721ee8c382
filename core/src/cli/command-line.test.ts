import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCommandLine, UsageError } from './command-line';

type Command = { name: 'help' } | { name: 'run'; times: number };
const USAGE = 'Usage: npm run thing -- run <times>';
const parse = (args: string[]): Command => {
  if (args[0] === 'help') return { name: 'help' };
  if (args[0] === 'boom') throw new Error('not a usage error');
  const times = Number(args[1]);
  if (args[0] !== 'run' || !Number.isInteger(times)) throw new UsageError(`Unknown: ${args.join(' ')}`);
  return { name: 'run', times };
};

describe('readCommandLine', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands over the command to run', () => {
    expect(readCommandLine(['run', '3'], parse, USAGE)).toEqual({ name: 'run', times: 3 });
  });

  it('answers help with the usage on stdout and exit code 0', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(readCommandLine(['help'], parse, USAGE)).toBe(0);
    expect(log).toHaveBeenCalledWith(USAGE);
  });

  it('answers a mistyped command line with what was wrong and the usage on stderr, exit code 2', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readCommandLine(['run', 'often'], parse, USAGE)).toBe(2);
    expect(error).toHaveBeenCalledWith(`Unknown: run often\n\n${USAGE}`);
  });

  it('lets any other failure through', () => {
    expect(() => readCommandLine(['boom'], parse, USAGE)).toThrow('not a usage error');
  });
});
