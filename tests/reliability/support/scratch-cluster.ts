import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';

/** Why a scratch cluster cannot run here, or undefined when it can. */
export function scratchClusterUnavailable(): string | undefined {
  if (!fs.existsSync(path.join(BIN, 'pg_ctl'))) return `no PostgreSQL binaries at ${BIN}`;
  try {
    execFileSync('id', ['postgres'], { stdio: 'ignore' });
  } catch {
    return 'no postgres user to run a scratch cluster as';
  }
  return undefined;
}

/**
 * A PostgreSQL cluster of the test's own in a temp directory on a free port, which the test may stop and
 * start at will (the shared server on 5432 stays untouched). PostgreSQL refuses to run as root, so the
 * cluster belongs to the postgres user.
 */
export class ScratchCluster {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-cluster-'));

  constructor(readonly port: number) {
    fs.chmodSync(this.dir, 0o755);
    execFileSync('chown', ['postgres:postgres', this.dir]);
    this.run('initdb', ['-D', this.data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  }

  get data(): string {
    return path.join(this.dir, 'data');
  }

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  start(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    this.run('pg_ctl', ['-D', this.data, '-o', options, '-l', path.join(this.dir, 'log'), '-w', 'start']);
  }

  /** `fast`: open sessions are ended at once, as when the server is restarted by an operator or crashes. */
  stop(mode: 'fast' | 'immediate' = 'fast'): void {
    this.run('pg_ctl', ['-D', this.data, '-m', mode, '-w', 'stop']);
  }

  remove(): void {
    try {
      this.stop('immediate');
    } catch {
      // not running
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  private run(command: string, args: string[]): void {
    execFileSync('runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args], { stdio: 'pipe' });
  }
}
