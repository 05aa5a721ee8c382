import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ownerTag } from './leftovers';
import { StagedUploads } from './staged-uploads';

describe('the images held for a backup', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-staged-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const folder = (name: string, ageMs = 0) => {
    const dir = path.join(dataDir, name);
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'geloescht.webp'), 'Bild eines gelöschten Kontos');
    const then = new Date(Date.now() - ageMs);
    fs.utimesSync(dir, then, then);
    return name;
  };

  it('drop the folders of backups that were killed, and keep those of backups still running', () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const twoDays = 2 * 24 * 60 * 60 * 1000;
    folder(`.backup-uploads-${ownerTag(gone)}-AbC123`);
    folder('.backup-uploads-AbC123', twoDays);
    const running = folder(`.backup-uploads-${ownerTag()}-AbC123`);
    const recentOfOldRelease = folder('.backup-uploads-XyZ789');
    const elsewhere = folder(`.backup-uploads-${gone}-anderer-host-AbC123`);

    const staged = StagedUploads.open(dataDir);
    const own = fs.readdirSync(dataDir).filter((name) => name.startsWith(`.backup-uploads-${ownerTag()}-`));
    expect(own).toHaveLength(2);
    staged.remove();
    expect(fs.readdirSync(dataDir).sort()).toEqual([elsewhere, recentOfOldRelease, running].sort());
  });
});
