import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ownerTag } from '@anpfiff/core/db/backup/leftovers';
import { createKnex } from '@anpfiff/core/db/create-knex';
import { migratedPgliteDataDir } from '@anpfiff/tests/support/pglite-template';
import { runCommand, type SpawnedCommand, spawnCommand } from '@anpfiff/tests/support/run-command';
import { NODE_WITH_TSX, ROOT, freePort, tempDataDir } from '@anpfiff/tests/support/server-process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const BACKUP = path.join(ROOT, 'api/src/backup/backup-command.ts');
const RESTORE = path.join(ROOT, 'api/src/backup/restore-command.ts');

// Enough images that writing them takes a while after the partial file appears: the signal comes mid-write.
const IMAGES = 32;
const IMAGE_BYTES = 512 * 1024;

/**
 * Starts a command as node with tsx's loader, so a signal reaches the command itself (the tsx CLI relays
 * signals, and SIGKILLs a child that does not confirm one within 30 ms on a busy machine).
 */
function start(script: string, args: string[], env: Record<string, string>): SpawnedCommand {
  return spawnCommand(NODE_WITH_TSX[0], [...NODE_WITH_TSX.slice(1), script, ...args], {
    LOG_LEVEL: 'warn',
    ...env,
  });
}

/** Waits until `found` holds, or fails with what the command printed meanwhile. */
async function waitUntil(running: SpawnedCommand, found: () => boolean, what: string): Promise<void> {
  let ended = false;
  void running.done.then(() => (ended = true));
  const deadline = Date.now() + 120_000;
  while (!found()) {
    if (ended) throw new Error(`ended before ${what}:\n${(await running.done).output}`);
    if (Date.now() > deadline) throw new Error(`no ${what} within two minutes`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const list = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
const partials = (dir: string) => list(dir).filter((name) => name.includes('.partial-'));
const staging = (dir: string) => list(dir).filter((name) => name.startsWith('.backup-uploads-'));

describe('a backup or restore interrupted by a signal', () => {
  let data: { dir: string; remove(): void };
  const work = tempDataDir();
  let env: Record<string, string>;
  let before: string[];

  beforeAll(async () => {
    data = await migratedPgliteDataDir();
    env = { DATA_DIR: data.dir, PORT: String(await freePort()) };
    const uploads = path.join(data.dir, 'uploads');
    fs.mkdirSync(uploads);
    const db = createKnex({ kind: 'pglite', dataDir: path.join(data.dir, 'db') });
    try {
      for (let i = 0; i < IMAGES; i += 1) {
        const fileName = `${randomBytes(16).toString('hex')}.webp`;
        // Random bytes: gzip gains nothing and takes its time.
        fs.writeFileSync(path.join(uploads, fileName), randomBytes(IMAGE_BYTES));
        await db('uploads').insert({ fileName, mime: 'image/webp', size: IMAGE_BYTES, width: 1, height: 1 });
      }
    } finally {
      await db.destroy();
    }
    before = list(data.dir);
  }, 180_000);
  afterAll(() => {
    data?.remove();
    work.remove();
  });

  it('Ctrl-C during a backup leaves no file, no partial one, no folder and no held images (130)', async () => {
    const folder = path.join(work.dir, 'neu');
    const file = path.join(folder, 'anpfiff.backup.gz');
    const running = start(BACKUP, [file], env);
    const started = () => partials(folder).length > 0 && staging(data.dir).length > 0;
    await waitUntil(running, started, 'partial file and held images');
    running.child.kill('SIGINT');
    const { code, output } = await running.done;
    expect(output).toContain('Sicherung abgebrochen; es wurde nichts geschrieben.');
    expect(code).toBe(130);
    // The folder it made for the file goes as well; DATA_DIR has neither links nor the database's claim.
    expect(fs.existsSync(folder)).toBe(false);
    expect(list(data.dir)).toEqual(before);
  }, 180_000);

  it('the leftovers of a backup killed outright go with the next backup, not those of a running one', async () => {
    const file = path.join(work.dir, 'anpfiff.backup.gz');
    const killed = start(BACKUP, [file], env);
    const started = () => partials(work.dir).length > 0 && staging(data.dir).length > 0;
    await waitUntil(killed, started, 'partial file and held images');
    killed.child.kill('SIGKILL');
    await killed.done;
    expect(staging(data.dir)).toHaveLength(1);
    expect(partials(work.dir)).toHaveLength(1);
    // One in use by a backup still running (this process): kept.
    const inUse = `.backup-uploads-${ownerTag()}-AbCdEf`;
    fs.mkdirSync(path.join(data.dir, inUse));

    const next = await runCommand(BACKUP, [file], env);
    expect(next.output).toContain(`${IMAGES} Dateien.`);
    expect(next.code).toBe(0);
    expect(partials(work.dir)).toEqual([]);
    expect(staging(data.dir)).toEqual([inUse]);
    fs.rmdirSync(path.join(data.dir, inUse));
    expect(list(data.dir)).toEqual(before);
  }, 240_000);

  it('SIGTERM during a restore leaves DATA_DIR as it was (143), a killed one is cleared by the next', async () => {
    const file = path.join(work.dir, 'anpfiff.backup.gz');
    const target = path.join(work.dir, 'ziel');
    const restoreEnv = { DATA_DIR: target, PORT: String(await freePort()) };
    const stopped = start(RESTORE, [file], restoreEnv);
    await waitUntil(stopped, () => list(target).includes('db.restoring'), 'database being built');
    stopped.child.kill('SIGTERM');
    const { code, output } = await stopped.done;
    expect(output).toContain(`Wiederherstellung abgebrochen; ${target} ist unverändert.`);
    expect(code).toBe(143);
    expect(fs.existsSync(target)).toBe(false);

    fs.mkdirSync(target);
    const killed = start(RESTORE, [file], restoreEnv);
    await waitUntil(killed, () => list(target).includes('db.restoring'), 'database being built');
    killed.child.kill('SIGKILL');
    await killed.done;
    expect(list(target)).toContain('db.restoring');
    const retried = await runCommand(RESTORE, [file], restoreEnv);
    expect(retried.output).toContain(`und ${IMAGES} Dateien.`);
    expect(retried.code).toBe(0);
    expect(list(target)).toEqual(['db', 'uploads']);
    expect(list(path.join(target, 'uploads'))).toEqual(list(path.join(data.dir, 'uploads')));
  }, 300_000);
});
