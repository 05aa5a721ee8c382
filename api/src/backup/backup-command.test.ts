import fs from 'node:fs';
import path from 'node:path';
import { migratedPgliteDataDir } from '@anpfiff/tests/support/pglite-template';
import { runCommand } from '@anpfiff/tests/support/run-command';
import { ROOT, freePort, tempDataDir } from '@anpfiff/tests/support/server-process';
import { afterAll, describe, expect, it } from 'vitest';

const BACKUP = path.join(ROOT, 'api/src/backup/backup-command.ts');

/** `npm run backup -- …` in `cwd`, where the default file's `backups/` would go. */
const backup = (args: string[], env: Record<string, string>, cwd = ROOT) =>
  runCommand(BACKUP, args, env, cwd);

describe('npm run backup', () => {
  const work = tempDataDir();
  const empty = tempDataDir();
  afterAll(() => {
    work.remove();
    empty.remove();
  });

  it('answers --help with its usage (0), a mistyped command line with reason and usage (2)', async () => {
    const help = await backup(['--help'], {});
    expect(help.code).toBe(0);
    expect(help.output).toContain('Exit-Codes: 0 erledigt');
    const typo = await backup(['--hlep'], {}, work.dir);
    expect(typo.code).toBe(2);
    expect(typo.output).toContain('Unbekanntes Argument: --hlep');
    expect(typo.output).toContain('Aufruf: npm run backup');
    expect(fs.readdirSync(work.dir)).toEqual([]);
  }, 60_000);

  it('never overwrites a file', async () => {
    const taken = path.join(empty.dir, 'schon-da.gz');
    fs.writeFileSync(taken, 'alt');
    const refused = await backup([taken], { DATA_DIR: empty.dir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`${taken} gibt es schon; eine Sicherung überschreibt nie eine Datei.`);
    expect(fs.readFileSync(taken, 'utf8')).toBe('alt');
    fs.rmSync(taken);
  }, 60_000);

  it('creates the directory of the file only once it can back something up', async () => {
    const file = path.join(work.dir, 'neu', 'anpfiff.backup.gz');
    // A DATA_DIR without a database is refused: neither the named directory nor the default one appears.
    const env = { DATA_DIR: empty.dir, PORT: String(await freePort()) };
    const named = await backup([file], env);
    expect(named.output).toContain(`In ${path.join(empty.dir, 'db')} ist keine Datenbank; DATA_DIR prüfen.`);
    expect(named.code).toBe(1);
    expect(fs.existsSync(path.dirname(file))).toBe(false);
    const unnamed = await backup([], env, work.dir);
    expect(unnamed.code).toBe(1);
    expect(fs.readdirSync(work.dir)).toEqual([]);

    const data = await migratedPgliteDataDir();
    try {
      const taken = await backup([file], { DATA_DIR: data.dir, PORT: String(await freePort()) });
      expect(taken.output).toMatch(/Gesichert in .*: \d+ Datensätze aus \d+ Tabellen, 0 Dateien\./);
      expect(taken.code).toBe(0);
      expect(fs.statSync(file).size).toBeGreaterThan(0);
      expect(fs.readdirSync(path.dirname(file))).toEqual(['anpfiff.backup.gz']);

      // A place that takes no file: named, with the reason, in German; nothing is left in DATA_DIR.
      const refused = await backup(['/proc/x.gz'], { DATA_DIR: data.dir, PORT: String(await freePort()) });
      expect(refused.output).toContain(
        '/proc/x.gz lässt sich nicht schreiben: den Ordner /proc gibt es nicht, oder er nimmt keine Dateien auf.',
      );
      expect(refused.output).not.toContain('ENOENT');
      expect(refused.code).toBe(1);
      expect(fs.readdirSync(data.dir)).toEqual(['db']);
    } finally {
      data.remove();
    }
  }, 180_000);
});
