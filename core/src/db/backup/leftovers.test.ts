import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { LEFTOVER_AGE_MS, isLeftover, ownerTag } from './leftovers';

describe('a temporary file or folder of a backup', () => {
  const now = Date.now();
  const gone = spawnSync(process.execPath, ['-e', '']).pid;

  it('is left over once the process of this host that made it is gone', () => {
    expect(isLeftover(`${ownerTag(gone)}-AbC123`, now, now)).toBe(true);
    expect(isLeftover(`${ownerTag()}-AbC123`, now, now)).toBe(false);
  });

  it('of another host, or of a release that named no owner, is left over only after a day', () => {
    for (const tagged of [`${gone}-anderer-host-AbC123`, 'AbC123']) {
      expect(isLeftover(tagged, now - LEFTOVER_AGE_MS + 60_000, now)).toBe(false);
      expect(isLeftover(tagged, now - LEFTOVER_AGE_MS - 60_000, now)).toBe(true);
    }
  });
});
