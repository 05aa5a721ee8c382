import { describe, expect, it } from 'vitest';
import { parseIndexArgs, UsageError } from './index-args';

describe('parseIndexArgs', () => {
  it('rebuilds every kind, or the one named', () => {
    expect(parseIndexArgs(['rebuild'])).toEqual({ name: 'rebuild', kinds: ['clubs', 'jobs', 'people'] });
    expect(parseIndexArgs(['rebuild', '--kind', 'jobs'])).toEqual({ name: 'rebuild', kinds: ['jobs'] });
    expect(parseIndexArgs(['rebuild', '--kind=people'])).toEqual({ name: 'rebuild', kinds: ['people'] });
  });

  it('reads status and sql with its port', () => {
    expect(parseIndexArgs(['status'])).toEqual({ name: 'status' });
    expect(parseIndexArgs(['sql'])).toEqual({ name: 'sql', port: 5433 });
    expect(parseIndexArgs(['sql', '--port', '6543'])).toEqual({ name: 'sql', port: 6543 });
    expect(parseIndexArgs([])).toEqual({ name: 'help' });
  });

  it('refuses what it does not know', () => {
    expect(() => parseIndexArgs(['rebuild', '--kind', 'teams'])).toThrow(UsageError);
    expect(() => parseIndexArgs(['rebuild', '--kind', 'teams'])).toThrow(
      '--kind muss eines von clubs, jobs, people sein',
    );
    expect(() => parseIndexArgs(['rebuild', '--kind'])).toThrow('--kind braucht einen Wert');
    expect(() => parseIndexArgs(['status', '--verbose'])).toThrow('Unbekanntes Argument: --verbose');
    expect(() => parseIndexArgs(['sql', '--port', 'x'])).toThrow('--port muss eine Portnummer sein');
    expect(() => parseIndexArgs(['drop'])).toThrow('Unbekannter Befehl "drop".');
  });
});
