import { describe, expect, it } from 'vitest';
import { parseAccountArgs, UsageError } from './account-args';

describe('npm run account arguments', () => {
  it('reads lock, unlock and show with one address', () => {
    expect(parseAccountArgs(['lock', 'verein@example.com'])).toEqual({
      name: 'lock',
      email: 'verein@example.com',
    });
    expect(parseAccountArgs(['unlock', 'A@B.ch'])).toEqual({ name: 'unlock', email: 'A@B.ch' });
    expect(parseAccountArgs(['show', 'a@b.ch'])).toEqual({ name: 'show', email: 'a@b.ch' });
  });

  it('answers help without arguments and for help, --help and -h', () => {
    for (const args of [[], ['help'], ['--help'], ['-h']])
      expect(parseAccountArgs(args)).toEqual({ name: 'help' });
  });

  it('refuses a missing, extra or malformed address and an unknown command', () => {
    expect(() => parseAccountArgs(['lock'])).toThrow(
      new UsageError('"lock" braucht genau eine E-Mail-Adresse.'),
    );
    expect(() => parseAccountArgs(['unlock', 'a@b.ch', 'c@d.ch'])).toThrow(UsageError);
    expect(() => parseAccountArgs(['show', 'verein'])).toThrow('"verein" ist keine E-Mail-Adresse.');
    expect(() => parseAccountArgs(['delete', 'a@b.ch'])).toThrow('Unbekannter Befehl "delete".');
  });
});
