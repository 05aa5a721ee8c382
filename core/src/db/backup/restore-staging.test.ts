import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { refuseUnfinishedRestore, restoreStaging } from './restore-staging';

describe('starting on a DATA_DIR with a restore in it', () => {
  let dataDir: string;
  let db: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-restore-staging-'));
    db = path.join(dataDir, 'db');
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('is refused when the restore was killed, and left to the claim while it runs', async () => {
    refuseUnfinishedRestore(db);
    fs.mkdirSync(restoreStaging(db).database);
    const refusal = `In ${dataDir} liegt eine abgebrochene Wiederherstellung (${db}.restoring).`;
    expect(() => refuseUnfinishedRestore(db)).toThrow(refusal);
    fs.writeFileSync(`${db}.lock`, String(spawnSync(process.execPath, ['-e', '']).pid));
    expect(() => refuseUnfinishedRestore(db)).toThrow(refusal);

    const restoring = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      fs.writeFileSync(`${db}.lock`, String(restoring.pid));
      expect(() => refuseUnfinishedRestore(db)).not.toThrow();
    } finally {
      restoring.kill();
    }
  });
});
