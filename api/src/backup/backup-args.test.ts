import { describe, expect, it } from 'vitest';
import { parseBackupArgs, parseRestoreArgs, UsageError } from './backup-args';

describe('parseBackupArgs', () => {
  it('reads the default file, one file, or help', () => {
    expect(parseBackupArgs([])).toEqual({ name: 'backup', file: undefined });
    expect(parseBackupArgs(['sicherung.gz'])).toEqual({ name: 'backup', file: 'sicherung.gz' });
    expect(parseBackupArgs(['./-komisch.gz'])).toEqual({ name: 'backup', file: './-komisch.gz' });
    for (const help of ['--help', '-h', 'help']) expect(parseBackupArgs([help])).toEqual({ name: 'help' });
  });

  it('refuses an option it does not know and a second file, saying which', () => {
    expect(() => parseBackupArgs(['--hlep'])).toThrow(UsageError);
    expect(() => parseBackupArgs(['--hlep'])).toThrow('Unbekanntes Argument: --hlep');
    expect(() => parseBackupArgs(['a.gz', 'b.gz'])).toThrow('Unerwartetes Argument: b.gz (nur eine Datei)');
  });
});

describe('parseRestoreArgs', () => {
  it('reads a file, the rebase, or help', () => {
    expect(parseRestoreArgs(['sicherung.gz'])).toEqual({ name: 'restore', file: 'sicherung.gz' });
    expect(parseRestoreArgs(['--rebase-event-log'])).toEqual({ name: 'rebase' });
    for (const help of ['--help', '-h', 'help']) expect(parseRestoreArgs([help])).toEqual({ name: 'help' });
  });

  it('refuses a missing file, an unknown option and extra arguments', () => {
    expect(() => parseRestoreArgs([])).toThrow('Welche Sicherung? Die Datei angeben.');
    expect(() => parseRestoreArgs(['--rebase'])).toThrow('Unbekanntes Argument: --rebase');
    expect(() => parseRestoreArgs(['a.gz', 'b.gz'])).toThrow('Unerwartetes Argument: b.gz');
    expect(() => parseRestoreArgs(['--rebase-event-log', 'x'])).toThrow(
      '"--rebase-event-log" nimmt keine Argumente.',
    );
  });
});
