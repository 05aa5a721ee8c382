import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Past this age a temporary file or folder of a backup counts as left over whoever made it. A backup runs
 * minutes, not a day; the age only decides for what names no owner this host can check: one made in
 * another container sharing DATA_DIR (its process numbers are not ours to look up), or by an earlier
 * release, which named no owner.
 */
export const LEFTOVER_AGE_MS = 24 * 60 * 60 * 1000;

// What a host name may bring into a file name: nothing that could be a path.
const hostName = () => os.hostname().replace(/[^A-Za-z0-9.]/g, '_');

/**
 * `<pid>-<host>`: put into the name of each temporary file or folder a backup makes, so another backup
 * can tell one whose process is gone (killed with SIGKILL, or the machine went down) from one in use.
 */
export function ownerTag(pid = process.pid): string {
  return `${pid}-${hostName()}`;
}

/** Whether `pid` may still run: EPERM is a live process of another user. */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether a temporary entry is left over: `tagged` is the part of its name from ownerTag on
 * (`<pid>-<host>-<random>`), or anything else for a name without an owner. A live process with the
 * number (even another program, after the number was reused) keeps the entry until it is a day old.
 */
export function isLeftover(tagged: string, modifiedMs: number, now = Date.now()): boolean {
  if (now - modifiedMs > LEFTOVER_AGE_MS) return true;
  const owner = /^(\d+)-(.+)-[A-Za-z0-9]+$/.exec(tagged);
  return owner !== null && owner[2] === hostName() && !processRuns(Number(owner[1]));
}

/**
 * Removes the leftovers in `dir` whose names `tagOf` recognises (it returns the tagged part, or undefined
 * for any other name). Tidying is no reason to fail a backup: what cannot be listed or removed stays.
 */
export function removeLeftovers(dir: string, tagOf: (name: string) => string | undefined): void {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const tagged = tagOf(name);
    if (tagged === undefined) continue;
    const entry = path.join(dir, name);
    try {
      if (isLeftover(tagged, fs.lstatSync(entry).mtimeMs)) fs.rmSync(entry, { recursive: true, force: true });
    } catch {
      // Gone meanwhile, or not ours to remove.
    }
  }
}
