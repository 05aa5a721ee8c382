import { type ChildProcess, spawn } from 'node:child_process';
import { NODE_WITH_TSX, ROOT } from '../src/support/server-process';

export interface ServiceProcess {
  name: string;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM, then the exit code once the process has stopped by itself. */
  stop(): Promise<number | null>;
  child: ChildProcess;
}

/** One service as its `npm run start:*` script runs it (`node --import tsx <entry>`), with its own environment. */
export function startProcess(name: string, entry: string, env: Record<string, string>): ServiceProcess {
  let output = '';
  const child = spawn(NODE_WITH_TSX[0], [...NODE_WITH_TSX.slice(1), entry], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    name,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Polls until `check` holds; fails with the processes' output so a broken start explains itself. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  processes: ServiceProcess[],
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dead = processes.find((p) => p.child.exitCode !== null);
    if (dead) throw new Error(`${dead.name} exited with ${dead.child.exitCode}:\n${dead.output()}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline)
      throw new Error(
        `${what}: not within ${timeoutMs} ms\n${processes.map((p) => `--- ${p.name}\n${p.output().slice(-3000)}`).join('\n')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** GET a service's operations endpoint; the status and the text. */
export async function probe(port: number, path: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: res.status, text: await res.text() };
}
