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

  it('creates the directory of the file only once it can back something up', async () => {
    const file = path.join(work.dir, 'neu', 'anpfiff.backup.gz');
    // A DATA_DIR without a database is refused: neither the named directory nor the default one appears.
    const env = { DATA_DIR: empty.dir, PORT: String(await freePort()) };
    const named = await backup([file], env);
    expect(named.output).toContain('There is no database at');
    expect(named.code).toBe(1);
    expect(fs.existsSync(path.dirname(file))).toBe(false);
    const unnamed = await backup([], env, work.dir);
    expect(unnamed.code).toBe(1);
    expect(fs.readdirSync(work.dir)).toEqual([]);

    const data = await migratedPgliteDataDir();
    try {
      const taken = await backup([file], { DATA_DIR: data.dir, PORT: String(await freePort()) });
      expect(taken.output).toMatch(/rows of \d+ tables/);
      expect(taken.code).toBe(0);
      expect(fs.statSync(file).size).toBeGreaterThan(0);
    } finally {
      data.remove();
    }
  }, 180_000);
});
