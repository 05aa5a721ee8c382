import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BackupWriter } from './backup-file';

describe('the backup writer', () => {
  it('reports a file it cannot write at the next write, instead of ending the process', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-backup-file-'));
    try {
      // A directory where the file should go: the open fails before anything is written.
      const target = path.join(dir, 'taken');
      fs.mkdirSync(target);
      const writer = new BackupWriter(target);
      const header = { end: true, rows: {}, files: 0 } as const;
      await expect
        .poll(() =>
          writer.write(header).then(
            () => 'written',
            (e: Error) => e.message,
          ),
        )
        .toMatch(/EEXIST|EISDIR/);
      await expect(writer.close()).rejects.toThrow(/EEXIST|EISDIR/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('creates the file readable by its owner alone, whatever the umask', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-backup-file-'));
    const umask = process.umask(0o022);
    try {
      const file = path.join(dir, 'anpfiff.backup.gz');
      const writer = new BackupWriter(file);
      await writer.write({ end: true, rows: {}, files: 0 });
      await writer.close();
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(umask);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
