import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A small file system of its own (tmpfs) to fill up, so "disk full" happens to the test's DATA_DIR only.
 * Mounting needs root; where that is not allowed the reason is returned and the test is skipped.
 */
export class SmallDisk {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'anpfiff-small-disk-'));
  private mounted = false;

  mount(megabytes: number): string | undefined {
    try {
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', this.dir], {
        stdio: 'pipe',
      });
      this.mounted = true;
      return undefined;
    } catch (error) {
      return `cannot mount a tmpfs (${(error as Error).message.split('\n')[0]})`;
    }
  }

  /** Fills the file system up to `leaveBytes` of free space with one file; returns its path. */
  fill(leaveBytes: number): string {
    const filler = path.join(this.dir, 'filler');
    const { bavail, bsize } = fs.statfsSync(this.dir);
    const size = Math.max(0, bavail * bsize - leaveBytes);
    const fd = fs.openSync(filler, 'w');
    const chunk = Buffer.alloc(1024 * 1024, 1);
    try {
      for (let written = 0; written < size; written += chunk.length)
        fs.writeSync(fd, chunk, 0, Math.min(chunk.length, size - written));
    } finally {
      fs.closeSync(fd);
    }
    return filler;
  }

  remove(): void {
    if (this.mounted) execFileSync('umount', ['-l', this.dir], { stdio: 'pipe' });
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
