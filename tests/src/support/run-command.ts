import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './server-process';

const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

export interface CommandResult {
  code: number | null;
  /** Standard output and error together, as an operator sees them. */
  output: string;
}

/** Runs one of the operations commands (`api/src/backup/backup-command.ts`, …) as `npm run` would. */
export function runCommand(
  script: string,
  args: string[],
  env: Record<string, string>,
  cwd = ROOT,
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(TSX, [script, ...args], {
      cwd,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    // 'close', not 'exit': the output is whole only once the pipes have closed too.
    child.once('close', (code) => resolve({ code, output }));
  });
}
