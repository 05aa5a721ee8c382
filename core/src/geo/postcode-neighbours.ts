// A neighbour must share at least the region digits (DE Leitregion, CH district) to stand in.
const MIN_SHARED_PREFIX = 2;

const sharedPrefix = (a: string, b: string): number => {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
};

/** Index of the first sorted entry >= zip. Same-length digit strings sort like their numbers. */
function lowerBound(sorted: readonly string[], zip: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] ?? '') < zip) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Known postcodes of zip's region, those sharing the longest prefix with it first, and among
 * those the numerically nearest first. Postcodes are handed out regionally in both countries, so
 * this order is roughly the geographic one. Entries sharing a prefix form one contiguous run of the
 * sorted list, so walking outwards from zip's slot visits them in that order.
 */
export function postcodeNeighbours(sorted: readonly string[], zip: string): string[] {
  const at = lowerBound(sorted, zip);
  const prefix = zip.slice(0, MIN_SHARED_PREFIX);
  const closer = (a: string, b: string): boolean => {
    const pa = sharedPrefix(zip, a);
    const pb = sharedPrefix(zip, b);
    return pa !== pb ? pa > pb : Math.abs(Number(zip) - Number(a)) <= Math.abs(Number(b) - Number(zip));
  };
  const result: string[] = [];
  for (let lo = at - 1, hi = at; ;) {
    const left = sorted[lo]?.startsWith(prefix) ? sorted[lo] : undefined;
    const right = sorted[hi]?.startsWith(prefix) ? sorted[hi] : undefined;
    if (left && (!right || closer(left, right))) {
      result.push(left);
      lo--;
    } else if (right) {
      result.push(right);
      hi++;
    } else {
      return result;
    }
  }
}
