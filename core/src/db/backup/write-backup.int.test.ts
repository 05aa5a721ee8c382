import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-databases';
import { createKnex, pgliteOf } from '../create-knex';
import {
  BACKUP_CONNECT_TIMEOUT_MS,
  type SqlEndpoint,
  startReadOnlySqlEndpoint,
} from '../read-only-sql-endpoint';
import { restoreBackup } from './restore-backup';
import { writeBackup } from './write-backup';

describe.each(testDatabaseKinds())('backing up uploads while the app runs on %s', (kind) => {
  let app: TestDatabase;
  let endpoint: SqlEndpoint | undefined;
  const dirs: string[] = [];

  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-backup-uploads-test-'));
    dirs.push(dir);
    return dir;
  };

  /** As storeUpload does it: the file first, then the row. */
  const storeUpload = async (dataDir: string, data: Buffer): Promise<string> => {
    const fileName = `${randomBytes(16).toString('hex')}.webp`;
    fs.mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', fileName), data);
    await app.db('uploads').insert({ fileName, mime: 'image/webp', size: data.length, width: 1, height: 1 });
    return fileName;
  };

  /** As a replaced avatar or a deleted account goes: the row's deletion commits, then the file is removed. */
  const dropUpload = async (dataDir: string, fileName: string) => {
    await app.db('uploads').where({ fileName }).delete();
    fs.rmSync(path.join(dataDir, 'uploads', fileName));
  };

  /**
   * What a backup reads, as `npm run backup` opens it: on the embedded database a new connection to the
   * SQL endpoint (whose snapshot is taken when it connects), on a server the database itself.
   */
  const withSource = async <T>(run: (db: Knex) => Promise<T>): Promise<T> => {
    if (!endpoint) return run(app.db);
    const db = createKnex({
      kind: 'postgres',
      url: `postgres://backup:sicherung@127.0.0.1:${endpoint.port}/postgres`,
      // As npm run backup waits: the endpoint copies the whole database before it answers.
      connectTimeoutMs: BACKUP_CONNECT_TIMEOUT_MS,
    });
    try {
      return await run(db);
    } finally {
      await db.destroy();
    }
  };

  /** Restores `file` into a database and DATA_DIR of their own; returns the report and each row's file. */
  const restoreInto = async (file: string) => {
    const target = await openTestDatabase(kind, { migrate: false });
    const dataDir = tempDir();
    try {
      const report = await restoreBackup(target.db, file, { dataDir });
      const names = ((await target.db('uploads').select('fileName')) as { fileName: string }[]).map(
        (row) => row.fileName,
      );
      const contents = Object.fromEntries(
        names.map((name) => {
          const restored = path.join(dataDir, 'uploads', name);
          return [name, fs.existsSync(restored) ? fs.readFileSync(restored).toString() : undefined];
        }),
      );
      return { report, contents, filesOnDisk: fs.readdirSync(path.join(dataDir, 'uploads')).sort() };
    } finally {
      await target.close();
    }
  };

  beforeAll(async () => {
    app = await openTestDatabase(kind);
    if (pgliteOf(app.db))
      endpoint = await startReadOnlySqlEndpoint(app.db, { port: 0, backupSecret: 'sicherung' });
  });
  afterEach(async () => {
    await app.db('uploads').delete();
  });
  afterAll(async () => {
    await endpoint?.close();
    await app?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the file of every row of its snapshot, even one the app removes during the copy', async () => {
    const dataDir = tempDir();
    const kept = await storeUpload(dataDir, Buffer.from('kept'));
    const replaced = await storeUpload(dataDir, Buffer.from('replaced'));
    // A file without a row (a form whose save failed): the sweep's business, not the backup's.
    fs.writeFileSync(path.join(dataDir, 'uploads', `${'0'.repeat(32)}.webp`), 'stray');
    let added = '';
    const file = path.join(tempDir(), 'anpfiff.backup.gz');

    const report = await withSource((db) =>
      writeBackup(db, file, {
        dataDir,
        // After the rows are read, before any file is written: a user replaces the avatar meanwhile.
        onTableCopied: async (table) => {
          if (table !== 'uploads') return;
          await dropUpload(dataDir, replaced);
          added = await storeUpload(dataDir, Buffer.from('added'));
        },
      }),
    );
    expect(fs.existsSync(path.join(dataDir, 'uploads', replaced))).toBe(false);
    expect(report).toMatchObject({ files: 2, missingFiles: [] });
    expect(report.rows.uploads).toBe(2);
    // The links are gone with the backup; the app's files are as the app left them.
    expect(fs.readdirSync(dataDir).sort()).toEqual(['uploads']);
    expect(fs.readdirSync(path.join(dataDir, 'uploads')).sort()).toEqual(
      [`${'0'.repeat(32)}.webp`, kept, added].sort(),
    );

    const restored = await restoreInto(file);
    expect(restored.report.missingFiles).toEqual([]);
    expect(restored.contents).toEqual({ [kept]: 'kept', [replaced]: 'replaced' });
    expect(restored.filesOnDisk).toEqual([kept, replaced].sort());
  });

  it('reports a row whose file was already gone, at the backup and at the restore', async () => {
    const dataDir = tempDir();
    const kept = await storeUpload(dataDir, Buffer.from('kept'));
    const lost = await storeUpload(dataDir, Buffer.from('lost'));
    // Removed behind the app's back, while its row stays: nothing the backup can still hold.
    fs.rmSync(path.join(dataDir, 'uploads', lost));
    const file = path.join(tempDir(), 'anpfiff.backup.gz');

    const report = await withSource((db) => writeBackup(db, file, { dataDir }));
    expect(report).toMatchObject({ files: 1, missingFiles: [lost] });
    expect(report.rows.uploads).toBe(2);

    const restored = await restoreInto(file);
    expect(restored.report.missingFiles).toEqual([lost]);
    expect(restored.contents).toEqual({ [kept]: 'kept', [lost]: undefined });
  });

  it('leaves a file that was there before alone when it refuses to write over it', async () => {
    const dataDir = tempDir();
    const file = path.join(tempDir(), 'anpfiff.backup.gz');
    fs.writeFileSync(file, 'an earlier backup');
    await expect(withSource((db) => writeBackup(db, file, { dataDir }))).rejects.toThrow(
      `${file} gibt es schon; eine Sicherung überschreibt nie eine Datei.`,
    );
    expect(fs.readFileSync(file, 'utf8')).toBe('an earlier backup');
    // Refused before anything was made: neither a partial file nor held images.
    expect(fs.readdirSync(path.dirname(file))).toEqual(['anpfiff.backup.gz']);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
