import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { USAGE } from './seed-args';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// A database the command must never open (no DATABASE_URL either): help and usage errors answer before
// touching it, and the embedded database would create this directory.
const DATA_DIR = path.join(os.tmpdir(), `anpfiff-seed-command-${randomUUID()}`);

/** `npm run seed -- <args>` as the operator runs it, without npm's own lines around the output. */
function seed(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'api/src/seed/seed-command.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR, DATABASE_URL: undefined },
    timeout: 60_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run seed', () => {
  it('prints its usage for --help and succeeds', () => {
    expect(seed('--help')).toEqual({ status: 0, stdout: `${USAGE}\n`, stderr: '' });
    expect(fs.existsSync(DATA_DIR)).toBe(false);
  });

  it('refuses an unknown option with the reason and the usage, exit code 2', () => {
    expect(seed('--scael', 'large')).toEqual({
      status: 2,
      stdout: '',
      stderr: `Unbekanntes Argument: --scael\n\n${USAGE}\n`,
    });
    expect(fs.existsSync(DATA_DIR)).toBe(false);
  });
});
