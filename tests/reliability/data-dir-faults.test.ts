import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signUp } from '../src/support/accounts';
import { jobPayload } from '../src/support/payloads';
import { migratedPgliteDataDir } from '../src/support/pglite-template';
import { NODE_WITH_TSX, ROOT, startServer } from '../src/support/server-process';
import { asApiServer, withDatabase } from './support/embedded-server';
import { SmallDisk } from './support/small-disk';
import { tableChecksums } from './support/table-checksums';
import { attempt, type WriteRecord } from './support/write-burst';

/** Runs the server until it exits by itself (a start that must fail); gives up after `timeoutMs`. */
function startExpectingExit(env: Record<string, string>, user?: string, timeoutMs = 120_000) {
  const server: string[] = [...NODE_WITH_TSX.slice(1), 'api/src/main.ts'];
  const command: string = user ? 'runuser' : NODE_WITH_TSX[0];
  const args = user ? ['-u', user, '--', NODE_WITH_TSX[0], ...server] : server;
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    let output = '';
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: '0', SEED_DEMO: 'false', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

// Root writes anywhere, so as root the server runs as the postgres user, who may only read the directory.
const asRoot = process.getuid?.() === 0;
function postgresUserMissing(): string | undefined {
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
    return undefined;
  } catch {
    return 'running as root and there is no postgres user to start the server as';
  }
}
const readOnlyUnavailable = asRoot ? postgresUserMissing() : undefined;
if (readOnlyUnavailable) console.info(`read-only DATA_DIR test skipped: ${readOnlyUnavailable}`);

describe.skipIf(readOnlyUnavailable !== undefined)('a read-only DATA_DIR', () => {
  let data: { dir: string; remove(): void } | undefined;
  afterAll(() => data?.remove());

  it('stops the start with a clear error and leaves the database as it was', async () => {
    data = await migratedPgliteDataDir();
    const before = await withDatabase(data.dir, (db) => tableChecksums(db));
    fs.chmodSync(data.dir, 0o555);
    for (const entry of fs.readdirSync(data.dir, { recursive: true, withFileTypes: true }))
      fs.chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o555 : 0o444);
    fs.chmodSync(path.join(data.dir, 'db'), 0o555);
    const result = await startExpectingExit({ DATA_DIR: data.dir }, asRoot ? 'postgres' : undefined);
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      `PGlite in ${path.join(data.dir, 'db')} lässt sich nicht öffnen: in ${path.join(data.dir, 'db')} kann nicht geschrieben werden (dieser Benutzer darf dort nicht schreiben); DATA_DIR prüfen`,
    );
    expect(result.output).not.toMatch(/^\s+at /m);
    for (const entry of fs.readdirSync(data.dir, { recursive: true, withFileTypes: true }))
      fs.chmodSync(path.join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
    fs.chmodSync(data.dir, 0o755);
    expect(await withDatabase(data.dir, (db) => tableChecksums(db))).toEqual(before);
  }, 180_000);
});

describe('a full disk under DATA_DIR', () => {
  const disk = new SmallDisk();
  const unavailable = disk.mount(96);
  if (unavailable) console.info(`full-disk test skipped: ${unavailable}`);
  afterAll(() => disk.remove());

  it.skipIf(unavailable !== undefined)(
    'refuses writes while full, refuses to start full, never corrupts the database, and keeps every write it confirmed',
    async () => {
      const template = await migratedPgliteDataDir();
      fs.cpSync(path.join(template.dir, 'db'), path.join(disk.dir, 'db'), { recursive: true });
      template.remove();
      let server = await startServer({ DATA_DIR: disk.dir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
      const club = await signUp(asApiServer(server, disk.dir), 'club', {
        fields: { name: 'FC Vollgelaufen' },
      });
      const filler = disk.fill(256 * 1024);
      const records: WriteRecord[] = [];
      for (let i = 0; i < 60 && !records.some((r) => r.outcome !== 'ok'); i += 1) {
        const description = `Platzprobe ${i}: wir suchen eine Trainerin für die Aktiven. ${'x'.repeat(2000)}`;
        const result = await attempt(() =>
          club.client.post('manage/jobs', jobPayload('CH', { description })),
        );
        records.push({ kind: 'job', key: description, ...result });
      }
      expect(records.some((r) => r.outcome !== 'ok')).toBe(true);
      const failed = records.find((r) => r.outcome !== 'ok');
      expect(failed?.status === undefined || failed.status >= 500).toBe(true);
      await server.kill();

      // A start on the full disk says so, before the database is touched.
      const full = await startExpectingExit({ DATA_DIR: disk.dir });
      expect(full.code).toBe(1);
      expect(full.output).toContain('(der Datenträger ist voll); DATA_DIR prüfen');

      // Space again: the database opens, migrates nothing, and has every write it answered with 200.
      fs.rmSync(filler);
      server = await startServer({ DATA_DIR: disk.dir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' });
      await server.stop();
      await withDatabase(disk.dir, async (db) => {
        const stored = new Set<string>(await db('jobs').pluck('description'));
        for (const record of records.filter((r) => r.outcome === 'ok'))
          expect(stored.has(record.key)).toBe(true);
        for (const record of records.filter((r) => r.outcome === 'refused'))
          expect(stored.has(record.key)).toBe(false);
      });
    },
    300_000,
  );
});
