import { describe, expect, it } from 'vitest';
import { parseSeedArgs, UsageError } from './seed-args';

describe('parseSeedArgs', () => {
  it('seeds the demo data without arguments, a generated set with --scale', () => {
    expect(parseSeedArgs([])).toEqual({ name: 'seed', scale: undefined });
    expect(parseSeedArgs(['--scale', 'large'])).toEqual({ name: 'seed', scale: 'large' });
    expect(parseSeedArgs(['--scale=medium'])).toEqual({ name: 'seed', scale: 'medium' });
  });

  it('answers --help, -h and help with the usage', () => {
    for (const flag of ['--help', '-h', 'help']) expect(parseSeedArgs([flag])).toEqual({ name: 'help' });
  });

  it('refuses what it does not know, saying what is wrong', () => {
    expect(() => parseSeedArgs(['--verbose'])).toThrow(UsageError);
    expect(() => parseSeedArgs(['--verbose'])).toThrow('Unbekanntes Argument: --verbose');
    expect(() => parseSeedArgs(['--scale'])).toThrow('--scale braucht einen Wert');
    expect(() => parseSeedArgs(['--scale='])).toThrow('--scale braucht einen Wert');
    expect(() => parseSeedArgs(['--scale', 'huge'])).toThrow(
      '--scale muss eines von large, medium sein, nicht "huge"',
    );
    // An inherited property name is no scale either.
    expect(() => parseSeedArgs(['--scale', 'toString'])).toThrow(UsageError);
    expect(() => parseSeedArgs(['--scale', 'large', '--force'])).toThrow('Unerwartetes Argument: --force');
  });
});
