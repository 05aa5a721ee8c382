import { distanceKm } from '../distance';
import type { LatLon } from '../distance';

export type Located = LatLon & { state: string };

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i;
}

/**
 * Where a postcode whose towns could not be placed probably lies: the median of the k placed
 * postcodes nearest to it, by default those sharing its longest prefix first, then numerically
 * nearest. Postcodes are handed out regionally in both countries, so numeric neighbours are
 * geographic neighbours far more often than not; the median keeps one far-off neighbour from
 * dragging the estimate.
 */
export function estimateFromNeighbours(
  zip: string,
  placed: ReadonlyMap<string, Located>,
  k = 5,
  order: 'prefix' | 'numeric' = 'prefix',
): Located | null {
  const nearest = [...placed.keys()]
    .map((other) => ({ other, prefix: commonPrefix(zip, other), gap: Math.abs(Number(other) - Number(zip)) }))
    .filter((n) => n.prefix >= 1)
    .sort((a, b) => (order === 'prefix' ? b.prefix - a.prefix : 0) || a.gap - b.gap)
    .slice(0, k);
  const points = nearest.flatMap((n) => placed.get(n.other) ?? []);
  return points.length ? medianPoint(points) : null;
}

/** Component-wise median, with the state of the input point nearest to it. */
export function medianPoint(points: readonly Located[]): Located {
  const mid = (values: number[]): number => {
    const sorted = values.slice().sort((a, b) => a - b);
    const at = (i: number): number => sorted[i] ?? NaN;
    const m = sorted.length >> 1;
    return sorted.length % 2 ? at(m) : (at(m - 1) + at(m)) / 2;
  };
  const lat = mid(points.map((p) => p.lat));
  const lon = mid(points.map((p) => p.lon));
  const nearest = points.reduce((a, b) =>
    distanceKm(a, { lat, lon }) <= distanceKm(b, { lat, lon }) ? a : b,
  );
  return { lat, lon, state: nearest.state };
}
