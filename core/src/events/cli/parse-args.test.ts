import { describe, expect, it } from 'vitest';
import { parseEventsArgs, UsageError } from './parse-args';

describe('npm run events -- arguments', () => {
  it('reads every command with its options', () => {
    expect(parseEventsArgs(['lag'])).toEqual({ name: 'lag' });
    expect(parseEventsArgs(['tail'])).toEqual({ name: 'tail', follow: false, last: 20 });
    expect(parseEventsArgs(['tail', '--follow', '--last', '5'])).toEqual({
      name: 'tail',
      follow: true,
      last: 5,
    });
    expect(parseEventsArgs(['replay', '--group', 'indexer', '--from-offset', '0'])).toEqual({
      name: 'replay',
      group: 'indexer',
      from: { offset: '0' },
      yes: false,
    });
    expect(
      parseEventsArgs(['replay', '--group', 'mailer', '--since', '2025-03-01T18:00:00+01:00', '-y']),
    ).toEqual({
      name: 'replay',
      group: 'mailer',
      from: { since: new Date('2025-03-01T17:00:00Z') },
      yes: true,
    });
    expect(parseEventsArgs(['dead'])).toEqual({ name: 'dead', redrive: false, all: false });
    expect(parseEventsArgs(['dead', '--redrive', '--group', 'matcher', '--id', '12'])).toEqual({
      name: 'dead',
      group: 'matcher',
      id: '12',
      redrive: true,
      all: false,
    });
  });

  it('shows the help without a command or with --help', () => {
    expect(parseEventsArgs([])).toEqual({ name: 'help' });
    expect(parseEventsArgs(['help'])).toEqual({ name: 'help' });
    expect(parseEventsArgs(['lag', '--help'])).toEqual({ name: 'help' });
  });

  it.each([
    [['replay', '--from-offset', '3'], /braucht --group/],
    [['replay', '--group', 'g'], /genau eines von --from-offset und --since/],
    [['replay', '--group', 'g', '--from-offset', '1', '--since', '2025-03-01T00:00Z'], /genau eines/],
    [['replay', '--group', 'g', '--from-offset=-1'], /ganze Zahl/],
    [['replay', '--group', 'g', '--from-offset', 'drei'], /ganze Zahl sein, nicht "drei"/],
    [['replay', '--group', 'g', '--since', 'gestern'], /ISO-Zeit mit Zone/],
    [['replay', '--group', 'g', '--since', '2025-03-01T18:00'], /ISO-Zeit mit Zone/],
    [['tail', '--last', '0'], /zwischen 1 und 10000/],
    [['lag', '--follow'], /lag nimmt kein --follow/],
    [['tail', '--yes'], /tail nimmt kein --yes/],
    [['purge'], /Unbekannter Befehl "purge"/],
    [['lag', 'extra'], /Unerwartetes Argument "extra"/],
    [['lag', '--frobnicate'], /^Unbekannte Option --frobnicate\.$/],
    [
      ['replay', '--group'],
      /^Option --group braucht einen Wert \(einen, der mit - beginnt, als --group=… angeben\)\.$/,
    ],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parseEventsArgs(argv)).toThrow(UsageError);
    expect(() => parseEventsArgs(argv)).toThrow(message);
  });
});
