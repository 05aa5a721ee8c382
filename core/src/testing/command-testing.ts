import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { openDatabase } from '../db/create-knex';

/** Output streams for a command run in the test's process, and what was written to each. */
export function capturedIo() {
  const out = new PassThrough();
  const err = new PassThrough();
  let stdout = '';
  let stderr = '';
  out.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  err.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { out, err, stdout: () => stdout, stderr: () => stderr };
}

/**
 * Runs an operator command's script as `npm run` would, in a process of its own, against the embedded
 * database in `dataDir` (a DATABASE_URL or EVENT_BUS of the test run is cleared): its exit code, and stdout
 * and stderr as one text in the order written, as an operator reads them.
 */
export async function runCommandScript(
  script: string,
  args: string[],
  dataDir: string,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', EVENT_BUS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

/**
 * Runs an operator command's script once per argument list while this process holds the embedded database
 * of a fresh data directory, as the running app would: what each run answered, in order.
 */
export async function runBesideHeldDatabase(
  script: string,
  runs: string[][],
): Promise<{ code: number | null; output: string }[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-held-database-'));
  const app = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    const results = [];
    for (const args of runs) results.push(await runCommandScript(script, args, dataDir));
    return results;
  } finally {
    await app.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
