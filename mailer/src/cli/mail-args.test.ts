import { describe, expect, it } from 'vitest';
import { parseMailArgs, UsageError } from './mail-args';

describe('parseMailArgs', () => {
  it('reads the commands', () => {
    expect(parseMailArgs([])).toEqual({ name: 'help' });
    expect(parseMailArgs(['status'])).toEqual({ name: 'status' });
    expect(parseMailArgs(['failed'])).toEqual({ name: 'failed' });
    expect(parseMailArgs(['digest'])).toEqual({ name: 'digest' });
    expect(parseMailArgs(['retry', '42'])).toEqual({ name: 'retry', id: '42' });
    expect(parseMailArgs(['retry', 'all'])).toEqual({ name: 'retry', id: 'all' });
  });

  it('refuses what it does not understand, saying what', () => {
    for (const args of [['retry'], ['retry', 'x'], ['retry', '1', '2'], ['status', 'now'], ['send']])
      expect(() => parseMailArgs(args)).toThrow(UsageError);
    expect(() => parseMailArgs(['send'])).toThrow('Unbekannter Befehl "send".');
    expect(() => parseMailArgs(['retry', 'x'])).toThrow('"retry" braucht die Nummer');
  });
});
