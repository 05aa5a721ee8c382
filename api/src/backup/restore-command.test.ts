import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { writeBackup } from '@anpfiff/core/db/backup/write-backup';
import { createKnex } from '@anpfiff/core/db/create-knex';
import { migratedPgliteDataDir } from '@anpfiff/tests/support/pglite-template';
import { runCommand } from '@anpfiff/tests/support/run-command';
import { ROOT, freePort, tempDataDir } from '@anpfiff/tests/support/server-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const RESTORE = path.join(ROOT, 'api/src/backup/restore-command.ts');

/** `npm run restore -- file` into DATA_DIR `dataDir`, with the app stopped. */
async function restore(file: string, dataDir: string) {
  return runCommand(RESTORE, [file], { DATA_DIR: dataDir, PORT: String(await freePort()) });
}

describe('npm run restore on the embedded database', () => {
  const work = tempDataDir();
  const whole = path.join(work.dir, 'anpfiff.backup.gz');
  const cut = path.join(work.dir, 'cut.backup.gz');

  beforeAll(async () => {
    const source = await migratedPgliteDataDir();
    const db = createKnex({ kind: 'pglite', dataDir: path.join(source.dir, 'db') });
    try {
      await writeBackup(db, whole, { dataDir: source.dir });
    } finally {
      await db.destroy();
      source.remove();
    }
    const lines = zlib.gunzipSync(fs.readFileSync(whole)).toString('utf8').trimEnd().split('\n');
    fs.writeFileSync(cut, zlib.gzipSync(`${lines.slice(0, -1).join('\n')}\n`));
  }, 180_000);
  afterAll(() => work.remove());

  it('wants a file (2) that exists (1)', async () => {
    const none = await runCommand(RESTORE, [], {});
    expect(none.code).toBe(2);
    expect(none.output).toContain('Welche Sicherung? Die Datei angeben.');
    expect(none.output).toContain('Aufruf: npm run restore -- <Datei>');
    const missing = path.join(work.dir, 'gibt-es-nicht.gz');
    const refused = await restore(missing, path.join(work.dir, 'nie'));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`${missing} gibt es nicht.`);
    expect(fs.existsSync(path.join(work.dir, 'nie'))).toBe(false);
  }, 60_000);

  it('refuses a directory and a file that is no complete backup before it touches DATA_DIR', async () => {
    const headerOnly = path.join(work.dir, 'kopf.backup.gz');
    fs.writeFileSync(headerOnly, zlib.gzipSync('{"format":"anpfiff-backup","version":1}\n'));
    const empty = path.join(work.dir, 'leer-bleibt');
    fs.mkdirSync(empty);
    const folder = path.join(work.dir, 'ein-ordner');
    fs.mkdirSync(folder);
    const cases = [
      [headerOnly, 'die Datei ist keine vollständige Sicherung: ihrer Kopfzeile fehlt "createdAt"'],
      [folder, `${folder} ist ein Ordner; die Datei der Sicherung angeben.`],
    ] as const;
    for (const [file, reason] of cases) {
      for (const dataDir of [empty, path.join(work.dir, 'nie')]) {
        const refused = await restore(file, dataDir);
        expect(refused.output).toContain(`Wiederherstellung abgelehnt: ${reason}`);
        expect(refused.output).not.toMatch(/at .*\.ts:\d+|Cannot read|EISDIR/);
        expect(refused.code).toBe(1);
      }
      expect(fs.readdirSync(empty)).toEqual([]);
      expect(fs.existsSync(path.join(work.dir, 'nie'))).toBe(false);
    }
  }, 120_000);

  it('leaves DATA_DIR as it was when it refuses a file cut short, so a retry with a good file works', async () => {
    const missing = path.join(work.dir, 'neu');
    const refused = await restore(cut, missing);
    expect(refused.output).toContain('Wiederherstellung abgelehnt: die Sicherung ist unvollständig');
    expect(refused.code).toBe(1);
    expect(fs.existsSync(missing)).toBe(false);

    const empty = path.join(work.dir, 'leer');
    fs.mkdirSync(empty);
    expect((await restore(cut, empty)).code).toBe(1);
    expect(fs.readdirSync(empty)).toEqual([]);

    const retried = await restore(whole, empty);
    expect(retried.output).toMatch(/Wiederhergestellt: \d+ Datensätze aus \d+ Tabellen und 0 Dateien\./);
    expect(retried.code).toBe(0);
    expect(fs.readdirSync(empty).sort()).toEqual(['db']);
    const db = createKnex({ kind: 'pglite', dataDir: path.join(empty, 'db') });
    try {
      const [row] = await db('knex_migrations').count({ n: '*' });
      expect(Number(row?.n)).toBeGreaterThan(0);
      expect(await db('accounts').count({ n: '*' })).toEqual([{ n: 0 }]);
    } finally {
      await db.destroy();
    }
  }, 180_000);
});
