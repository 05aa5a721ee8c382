import { spawn } from 'node:child_process';
import { PassThrough } from 'node:stream';

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
