import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BackupWriter, readBackup, readBackupHeader } from './backup-file';
import { ownerTag } from './leftovers';

const END = { end: true, rows: {}, files: 0 } as const;

describe('the backup writer', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-backup-file-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const partials = () => fs.readdirSync(dir).filter((name) => name.includes('.partial-'));

  it('refuses at once a name that is taken and a place it cannot write to, saying why in German', () => {
    const taken = path.join(dir, 'taken');
    fs.mkdirSync(taken);
    expect(() => new BackupWriter(taken)).toThrow(
      `${taken} gibt es schon; eine Sicherung überschreibt nie eine Datei.`,
    );
    expect(() => new BackupWriter('/proc/x.gz')).toThrow(
      '/proc/x.gz lässt sich nicht schreiben: den Ordner /proc gibt es nicht, oder er nimmt keine Dateien auf.',
    );
    fs.writeFileSync(path.join(dir, 'datei'), '');
    const underFile = path.join(dir, 'datei', 'x.gz');
    expect(() => new BackupWriter(underFile)).toThrow(
      `${underFile} lässt sich nicht schreiben: ein Teil von ${path.join(dir, 'datei')} ist eine Datei, kein Ordner.`,
    );
    expect(fs.readdirSync(dir).sort()).toEqual(['datei', 'taken']);
  });

  it('writes a partial file for its owner alone, and gives it the name only once it is complete', async () => {
    const umask = process.umask(0o022);
    try {
      const file = path.join(dir, 'anpfiff.backup.gz');
      const writer = new BackupWriter(file);
      await writer.write(END);
      expect(fs.existsSync(file)).toBe(false);
      const [partial] = partials();
      expect(partial).toMatch(/^\.anpfiff\.backup\.gz\.partial-/);
      expect(fs.statSync(path.join(dir, partial ?? '')).mode & 0o777).toBe(0o600);
      await writer.close();
      expect(fs.readdirSync(dir)).toEqual(['anpfiff.backup.gz']);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(zlib.gunzipSync(fs.readFileSync(file)).toString()).toBe(`${JSON.stringify(END)}\n`);
    } finally {
      process.umask(umask);
    }
  });

  it('leaves nothing when it gives up, and never replaces a file made at its name meanwhile', async () => {
    const aborted = new BackupWriter(path.join(dir, 'a.gz'));
    await aborted.write(END);
    aborted.abort();
    expect(fs.readdirSync(dir)).toEqual([]);

    const file = path.join(dir, 'b.gz');
    const writer = new BackupWriter(file);
    await writer.write(END);
    fs.writeFileSync(file, 'fremd');
    await expect(writer.close()).rejects.toThrow(`${file} gibt es schon`);
    expect(fs.readFileSync(file, 'utf8')).toBe('fremd');
    expect(partials()).toEqual([]);
  });

  it("removes partial files of backups whose process is gone, and keeps a running one's", async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const dead = `.alt.backup.gz.partial-${ownerTag(gone)}-0123abcd`;
    const running = `.laeuft.backup.gz.partial-${ownerTag()}-0123abcd`;
    const foreign = '.notiz.partial-von-jemandem';
    for (const name of [dead, running, foreign]) fs.writeFileSync(path.join(dir, name), '');
    const writer = new BackupWriter(path.join(dir, 'neu.gz'));
    await writer.write(END);
    await writer.close();
    expect(fs.readdirSync(dir).sort()).toEqual([foreign, running, 'neu.gz'].sort());
  });
});

describe('reading a backup', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-backup-read-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const gz = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, zlib.gzipSync(text));
    return file;
  };
  const readAll = async (file: string) => {
    for await (const line of readBackup(file)) void line;
  };

  it('refuses a file that is no complete backup, naming what is wrong, in German', async () => {
    await expect(
      readBackupHeader(gz('kopf.gz', '{"format":"anpfiff-backup","version":1}\n')),
    ).rejects.toThrow('die Datei ist keine vollständige Sicherung: ihrer Kopfzeile fehlt "createdAt"');
    await expect(readBackupHeader(dir)).rejects.toThrow('die Sicherung ist nicht lesbar: sie ist ein Ordner');
    const plain = path.join(dir, 'plain.txt');
    fs.writeFileSync(plain, 'keine Sicherung');
    await expect(readBackupHeader(plain)).rejects.toThrow(
      'die Sicherung ist nicht lesbar: sie ist nicht mit gzip gepackt oder beschädigt',
    );
    await expect(readBackupHeader(gz('leer.gz', ''))).rejects.toThrow('die Sicherung ist leer');
  });

  it('refuses a line that is neither row nor file nor closing line', async () => {
    const header = { format: 'anpfiff-backup', version: 1, createdAt: 'x', migrations: [], tables: [] };
    const file = gz('zeile.gz', `${JSON.stringify(header)}\n5\n${JSON.stringify(END)}\n`);
    expect((await readBackupHeader(file)).tables).toEqual([]);
    await expect(readAll(file)).rejects.toThrow(
      'Zeile 2 der Sicherung ist weder Datensatz noch Datei noch Schlusszeile',
    );
  });
});
