import { describe, expect, it } from 'vitest';
import { Random } from './random';

describe('Random', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = new Random(42);
    const b = new Random(42);
    const c = new Random(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('stays within bounds and samples without repeating', () => {
    const r = new Random(1);
    for (let i = 0; i < 1000; i += 1) {
      const n = r.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
    }
    const sample = r.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
  });

  it('follows the weights', () => {
    const r = new Random(7);
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 10_000; i += 1)
      counts[
        r.weighted([
          ['a', 9],
          ['b', 1],
        ] as const)
      ] += 1;
    expect(counts.a / 10_000).toBeGreaterThan(0.85);
    expect(counts.a / 10_000).toBeLessThan(0.95);
  });
});
