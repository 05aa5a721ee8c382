import { distanceKm } from './distance';
import type { LatLon } from './distance';

// Cells of a quarter degree: at least 17 km wide anywhere in Switzerland and Germany (47°–55° N),
// so the 3×3 cells around a point cover any radius up to that.
const CELL_DEGREES = 0.25;
export const MAX_GRID_RADIUS_KM = 17;

const cellOf = (lat: number, lon: number): string =>
  `${Math.floor(lat / CELL_DEGREES)}:${Math.floor(lon / CELL_DEGREES)}`;

/** A coarse spatial index, so 'which towns lie near this one' does not scan the whole country. */
export class TownGrid<T extends LatLon> {
  readonly #cells = new Map<string, T[]>();

  constructor(items: readonly T[]) {
    for (const item of items) {
      const key = cellOf(item.lat, item.lon);
      const cell = this.#cells.get(key);
      if (cell) cell.push(item);
      else this.#cells.set(key, [item]);
    }
  }

  near(center: LatLon, radiusKm: number): T[] {
    if (radiusKm > MAX_GRID_RADIUS_KM)
      throw new Error(`TownGrid covers radii up to ${MAX_GRID_RADIUS_KM} km`);
    const row = Math.floor(center.lat / CELL_DEGREES);
    const col = Math.floor(center.lon / CELL_DEGREES);
    const result: T[] = [];
    for (let r = row - 1; r <= row + 1; r++) {
      for (let c = col - 1; c <= col + 1; c++) {
        for (const item of this.#cells.get(`${r}:${c}`) ?? []) {
          if (distanceKm(item, center) <= radiusKm) result.push(item);
        }
      }
    }
    return result;
  }
}
