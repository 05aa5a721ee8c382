export type LatLon = { readonly lat: number; readonly lon: number };

export type BoundingBox = {
  readonly minLat: number;
  readonly maxLat: number;
  readonly minLon: number;
  readonly maxLon: number;
};

// Mean Earth radius (IUGG); the spherical error against the ellipsoid stays below 0.5 %, far under
// the uncertainty of a postcode's position.
export const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180;

const toRad = (deg: number): number => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLon, b: LatLon): number {
  const dLat = toRad(b.lat - a.lat);
  const dLon = toRad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The smallest latitude/longitude box that contains every point within radiusKm of center, for
 * cheap index prefilters (`lat BETWEEN … AND lon BETWEEN …`) before the exact distance check.
 * Longitudes are clamped rather than wrapped: Switzerland and Germany are far from the antimeridian.
 */
export function boundingBox(center: LatLon, radiusKm: number): BoundingBox {
  // The tiny pad keeps a point exactly on the rim inside despite floating-point rounding.
  const dLat = (radiusKm / KM_PER_DEGREE_LAT) * (1 + 1e-9);
  const minLat = Math.max(-90, center.lat - dLat);
  const maxLat = Math.min(90, center.lat + dLat);
  // The box must be widest at the latitude (within the box) farthest from the equator.
  const widestLat = Math.max(Math.abs(minLat), Math.abs(maxLat));
  if (widestLat >= 90) return { minLat, maxLat, minLon: -180, maxLon: 180 };
  const dLon = dLat / Math.cos(toRad(widestLat));
  return {
    minLat,
    maxLat,
    minLon: Math.max(-180, center.lon - dLon),
    maxLon: Math.min(180, center.lon + dLon),
  };
}
