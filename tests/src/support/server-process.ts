import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/**
 * How a long-running service is started, as the `start:*` scripts do: node with tsx's loader, so SIGTERM
 * reaches the service itself. (The tsx CLI relays signals and SIGKILLs a child that does not confirm one
 * within 30 ms, which a loaded machine misses: no graceful stop, and a server killed mid-write.)
 */
export const NODE_WITH_TSX = [process.execPath, '--import', 'tsx'] as const;

export interface ServerProcess {
  url: string;
  port: number;
  /** Everything the server printed so far. */
  output(): string;
  /** SIGTERM and wait for a clean exit; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL, the way a crash or the OOM killer ends it: no shutdown code runs. */
  kill(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Both country sites on one server's port (SITES), so the country switcher links to that server. */
export function sitesOn(port: number): { CH: string; DE: string } {
  return { CH: `http://localhost:${port}`, DE: `http://de.localhost:${port}` };
}

export function tempDataDir(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-data-'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Processes whose parent is `pid`, read from /proc. */
function childPids(pid: number | undefined): number[] {
  if (pid === undefined) return [];
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** The socket inodes of listening TCP sockets (IPv4 and IPv6) on `port`, from /proc/net. */
function listeningSockets(port: number): Set<string> {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const lines = fs.existsSync(table) ? fs.readFileSync(table, 'utf8').split('\n').slice(1) : [];
    for (const line of lines) {
      // sl, local address, remote address, state (0A: LISTEN), queues, timer, retransmits, uid, timeout, inode
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      if (local?.endsWith(hexPort) && state === '0A' && inode) inodes.add(inode);
    }
  }
  return inodes;
}

/**
 * Whether the listener on `port` belongs to process `pid` (or a child of it). A port picked free can be
 * picked by another suite's server in the moments before ours binds it; that one's /healthz answers too.
 * Without /proc (not Linux) it cannot tell, and trusts the answer.
 */
function listensOn(pid: number | undefined, port: number): boolean {
  if (pid === undefined || !fs.existsSync('/proc/net/tcp')) return true;
  const sockets = listeningSockets(port);
  return [pid, ...childPids(pid)].some((owner) => socketsOf(owner).some((inode) => sockets.has(inode)));
}

/** The socket inodes among the open files of process `pid` (none once it has ended). */
function socketsOf(pid: number): string[] {
  try {
    return fs.readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
      try {
        return /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? [];
      } catch {
        return []; // closed while we looked
      }
    });
  } catch {
    return [];
  }
}

/**
 * Resolves with the exit code once the process has ended and its output is read to the end ('close'):
 * a log line written just before exiting may still sit in the pipe when 'exit' comes.
 */
function closed(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('close', (code) => resolve(code)));
}

/** The consumer lags the process reports, one per group; none when its consumers run elsewhere. */
async function consumerLags(url: string): Promise<number[]> {
  const metrics = await (await fetch(`${url}/metrics`)).text();
  return [...metrics.matchAll(/^anpfiff_event_consumer_lag\{[^}]*\} (\d+)$/gm)].map((m) => Number(m[1]));
}

/**
 * The server answers while its consumers still work through what is in the log (the demo data on a first
 * start): a test sees the index, matchings and mails of that data only once they have caught up. Two
 * readings in a row, since a group's work can append events for the others.
 */
async function caughtUp(url: string, deadline: number): Promise<boolean> {
  let zeroReadings = 0;
  while (Date.now() < deadline) {
    const lags = await consumerLags(url);
    zeroReadings = lags.every((lag) => lag === 0) ? zeroReadings + 1 : 0;
    if (zeroReadings === 2) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * Starts the real server the way `npm start` does (after the build), on a free port (or `PORT`), with the
 * given settings (a function of the port for settings such as SITES that name it). Waits until /healthz
 * answers from this server and returns once its event consumers have caught up. Fails with the server's
 * own output if it exits or does not come up in time. The default leaves room for a first start on a
 * machine busy with other suites: a first start boots the embedded database, migrates it and seeds the
 * demo data (90 s ran out once, under a load of 7 on 2 cores).
 */
export async function startServer(
  settings: Record<string, string> | ((port: number) => Record<string, string>),
  timeoutMs = 150_000,
): Promise<ServerProcess> {
  const fixedPort = typeof settings === 'function' ? undefined : settings.PORT;
  const port = fixedPort ? Number(fixedPort) : await freePort();
  const env = typeof settings === 'function' ? settings(port) : settings;
  let output = '';
  const child = spawn(NODE_WITH_TSX[0], [...NODE_WITH_TSX.slice(1), 'api/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = closed(child);
  // A server that dies while a test uses it shows only as refused connections there: say why it ended.
  // (One that ends while starting fails the start with its output.)
  let started = false;
  let stopping = false;
  void ended.then((code) => {
    if (started && !stopping)
      process.stderr.write(
        `server on port ${port} ended unasked (exit ${code ?? child.signalCode}); its output:\n${output}\n`,
      );
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + timeoutMs;
  let portTaken = false;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await ended;
      // Another server took the port we picked before ours could bind it: start again on another one.
      if (portTaken && !fixedPort) return startServer(settings, deadline - Date.now());
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok && listensOn(child.pid, port)) break;
      portTaken ||= res.ok;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`server did not answer /healthz within ${timeoutMs} ms:\n${output}`);
  }
  if (!(await caughtUp(url, deadline))) {
    child.kill('SIGKILL');
    throw new Error(`the server's event consumers did not catch up within ${timeoutMs} ms:\n${output}`);
  }
  started = true;
  return {
    url,
    port,
    output: () => output,
    stop: async () => {
      stopping = true;
      child.kill('SIGTERM');
      return ended;
    },
    kill: async () => {
      stopping = true;
      // A server started through a wrapper (tsx's CLI) runs in a child process that holds the database: it dies first.
      for (const pid of childPids(child.pid)) process.kill(pid, 'SIGKILL');
      child.kill('SIGKILL');
      await ended;
    },
  };
}
