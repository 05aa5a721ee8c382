import { afterEach, describe, expect, it, vi } from 'vitest';
import { configuredSlots, HashSlots } from './hash-slots';

describe('hash slots', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('never runs more hashes at once than its cap, and runs every one', async () => {
    const slots = new HashSlots(2);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const work = () =>
      slots.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        return 'ok';
      });
    const all = Promise.all(Array.from({ length: 7 }, work));
    for (let done = 0; done < 7; done += 1) {
      while (releases.length === 0) await new Promise((r) => setImmediate(r));
      expect(running).toBeLessThanOrEqual(2);
      releases.shift()?.();
    }
    expect(await all).toEqual(Array(7).fill('ok'));
    expect(most).toBe(2);
  });

  it('frees the slot when the work fails', async () => {
    const slots = new HashSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    expect(await slots.run(() => Promise.resolve(1))).toBe(1);
  });

  it('reads PASSWORD_HASH_CONCURRENCY and refuses what is not a whole number from 1 to 64', () => {
    vi.stubEnv('PASSWORD_HASH_CONCURRENCY', '3');
    expect(configuredSlots()).toBe(3);
    vi.stubEnv('PASSWORD_HASH_CONCURRENCY', '0');
    expect(() => configuredSlots()).toThrow(/PASSWORD_HASH_CONCURRENCY/);
    vi.stubEnv('PASSWORD_HASH_CONCURRENCY', '');
    expect(configuredSlots()).toBeGreaterThanOrEqual(1);
  });
});
