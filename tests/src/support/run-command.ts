import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './server-process';

const TSX = path.join(ROOT, 'node_modules', '.bin', 'tsx');

export interface CommandResult {
  code: number | null;
  /** Standard output and error together, as an operator sees them. */
  output: string;
}

export interface SpawnedCommand {
  child: ChildProcess;
  /** The exit code and the whole output, once the process has ended. */
  done: Promise<CommandResult>;
}

/** Starts `command` in the checkout with NODE_ENV=test and `env`, collecting its output. */
export function spawnCommand(
  command: string,
  args: readonly string[],
  env: Record<string, string>,
  cwd = ROOT,
): SpawnedCommand {
  let output = '';
  const child: ChildProcess = spawn(command, args, {
    cwd,
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<CommandResult>((resolve, reject) => {
    child.once('error', reject);
    // 'close', not 'exit': the output is whole only once the pipes have closed too.
    child.once('close', (code) => resolve({ code, output }));
  });
  return { child, done };
}

/** Runs one of the operations commands (`api/src/backup/backup-command.ts`, …) as `npm run` would. */
export function runCommand(
  script: string,
  args: string[],
  env: Record<string, string>,
  cwd = ROOT,
): Promise<CommandResult> {
  return spawnCommand(TSX, [script, ...args], { LOG_LEVEL: 'warn', ...env }, cwd).done;
}
