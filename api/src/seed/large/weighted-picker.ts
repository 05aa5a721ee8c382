import type { Random } from '../random';

/**
 * Picks among many weighted items in O(log n): `Random.weighted` walks the list per pick, which is fine for
 * the demo's few dozen towns but not for 300,000 picks among 10,000 towns.
 */
export class WeightedPicker<T> {
  private readonly cumulative: number[] = [];
  private readonly total: number;

  constructor(
    private readonly items: readonly T[],
    weight: (item: T) => number,
  ) {
    let sum = 0;
    for (const item of items) {
      sum += weight(item);
      this.cumulative.push(sum);
    }
    if (items.length === 0 || sum <= 0) throw new Error('nothing to pick from');
    this.total = sum;
  }

  pick(random: Random): T {
    const roll = random.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] ?? 0) > roll) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}
