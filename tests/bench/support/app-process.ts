import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, ROOT } from '../../src/support/server-process';

export interface BenchProcess {
  url: string;
  pid: number;
  /** Peak resident memory of the process so far (VmHWM), in bytes. */
  peakRssBytes(): number;
  output(): string;
  /** Resolves with the exit code when the process ends by itself or is stopped. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

function vmHwm(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kib ? Number(kib) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export interface StartOptions {
  /** The path that answers once the process serves; `null` for a command, which returns at once. */
  readyPath?: string | null;
  args?: string[];
  timeoutMs?: number;
  /** Passes the output on as it comes too, for a command that reports progress over minutes. */
  echo?: boolean;
}

/**
 * Starts a script in its own Node process (tsx as a loader, not the tsx CLI, so the pid is the process
 * that serves and its memory is the server's) and waits until `readyPath` answers.
 */
export async function startNodeProcess(
  script: string,
  env: Record<string, string>,
  { readyPath = '/healthz', args = [], timeoutMs = 600_000, echo = false }: StartOptions = {},
): Promise<BenchProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    if (echo) to.write(chunk);
  };
  child.stdout?.on('data', keep(process.stdout));
  child.stderr?.on('data', keep(process.stderr));
  const url = `http://127.0.0.1:${port}`;
  const exited = waitForExit(child);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (readyPath === null) break;
    if (child.exitCode !== null)
      throw new Error(`${path.basename(script)} exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${path.basename(script)} did not answer ${readyPath} in time:\n${output}`);
    }
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const pid = child.pid ?? -1;
  return {
    url,
    pid,
    peakRssBytes: () => vmHwm(pid),
    output: () => output,
    exited,
    stop: async () => {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/**
 * The whole embedded app as `npm start` runs it (api/src/main.ts: API, indexer, matcher, live hub, mail
 * sender in one process) over the given DATA_DIR or DATABASE_URL, never seeding demo data.
 */
export function startApp(env: { DATA_DIR?: string; DATABASE_URL?: string } & Record<string, string>) {
  return startNodeProcess(
    'api/src/main.ts',
    {
      SEED_DEMO: 'false',
      NODE_ENV: 'development',
      // Login benchmarks vary X-Forwarded-For, as many clients behind a proxy would.
      TRUST_PROXY: 'true',
      WEB_DIST: path.join(ROOT, 'web', 'dist'),
      ...env,
    },
    { readyPath: '/readyz' },
  );
}

/** The reference server: plain node:http answering a fixed JSON body (bare-server-main.ts). */
export function startBareServer(body: string) {
  return startNodeProcess(path.join('tests', 'bench', 'support', 'bare-server-main.ts'), { BARE_BODY: body });
}
