import { describe, expect, it } from 'vitest';
import { HashSlots } from './hash-slots';

/** A hash that runs until the test ends it. */
function pendingHash(started: string[], name: string) {
  let end!: () => void;
  const done = new Promise<void>((resolve) => (end = resolve));
  return {
    run: () => {
      started.push(name);
      return done.then(() => name);
    },
    end,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('hash slots', () => {
  it('hash on every thread while nothing else is served', async () => {
    const slots = new HashSlots(2, 250, () => 1_000);
    const started: string[] = [];
    const [a, b, c] = [pendingHash(started, 'a'), pendingHash(started, 'b'), pendingHash(started, 'c')];
    const running = [slots.run(a.run), slots.run(b.run), slots.run(c.run)];
    await settle();
    expect(started).toEqual(['a', 'b']);
    a.end();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    b.end();
    c.end();
    expect(await Promise.all(running)).toEqual(['a', 'b', 'c']);
  });

  it('leave one thread to serving while other requests are served, and take it back after', async () => {
    let now = 1_000;
    const slots = new HashSlots(2, 250, () => now);
    slots.noteServed();
    expect(slots.limit).toBe(1);
    const started: string[] = [];
    const [a, b, c] = [pendingHash(started, 'a'), pendingHash(started, 'b'), pendingHash(started, 'c')];
    const running = [slots.run(a.run), slots.run(b.run), slots.run(c.run)];
    await settle();
    expect(started).toEqual(['a']);
    // Still serving when the first hash ends: the next one takes its slot, no more.
    now += 100;
    a.end();
    await settle();
    expect(started).toEqual(['a', 'b']);
    // Nothing served for longer than the window: the next hash to end frees both slots.
    now += 300;
    expect(slots.limit).toBe(2);
    b.end();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    c.end();
    expect(await Promise.all(running)).toEqual(['a', 'b', 'c']);
  });

  it('keep one thread hashing on a single thread, however busy serving is', async () => {
    const slots = new HashSlots(1, 250, () => 1_000);
    slots.noteServed();
    expect(slots.limit).toBe(1);
    expect(await slots.run(async () => 'gehasht')).toBe('gehasht');
  });

  it('free the slot of a hash that fails', async () => {
    const slots = new HashSlots(1, 250, () => 1_000);
    await expect(slots.run(() => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    expect(await slots.run(async () => 'weiter')).toBe('weiter');
  });
});
