import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundingBox, distanceKm } from './distance';
import type { LatLon } from './distance';

const EARTH_RADIUS_KM = 6371.0088;

/** The point reached from start after km along the initial bearing (degrees), on the sphere. */
function destination(start: LatLon, bearingDeg: number, km: number): LatLon {
  const rad = Math.PI / 180;
  const d = km / EARTH_RADIUS_KM;
  const lat1 = start.lat * rad;
  const b = bearingDeg * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lon2 =
    start.lon * rad +
    Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: lat2 / rad, lon: lon2 / rad };
}

describe('distanceKm', () => {
  it('measures a degree of latitude and of longitude on the equator as about 111.2 km', () => {
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111.195, 2);
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(111.195, 2);
  });

  it('gives the known distances between city centres', () => {
    const zurich = { lat: 47.3769, lon: 8.5417 };
    const bern = { lat: 46.948, lon: 7.4474 };
    const berlin = { lat: 52.52, lon: 13.405 };
    const munich = { lat: 48.1374, lon: 11.5755 };
    expect(distanceKm(zurich, bern)).toBeGreaterThan(94);
    expect(distanceKm(zurich, bern)).toBeLessThan(97);
    expect(distanceKm(berlin, munich)).toBeGreaterThan(502);
    expect(distanceKm(berlin, munich)).toBeLessThan(506);
  });

  it('is zero for one point and symmetric', () => {
    const a = { lat: 47.5, lon: 9.1 };
    const b = { lat: 53.1, lon: 8.8 };
    expect(distanceKm(a, a)).toBe(0);
    expect(distanceKm(a, b)).toBe(distanceKm(b, a));
  });
});

describe('boundingBox', () => {
  it('contains every point within the radius, so it never drops a true match', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 45, max: 56, noNaN: true }),
        fc.double({ min: 5, max: 16, noNaN: true }),
        fc.double({ min: 0.1, max: 300, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lat, lon, radius, bearing, fraction) => {
          const box = boundingBox({ lat, lon }, radius);
          const p = destination({ lat, lon }, bearing, radius * fraction);
          expect(p.lat).toBeGreaterThanOrEqual(box.minLat);
          expect(p.lat).toBeLessThanOrEqual(box.maxLat);
          expect(p.lon).toBeGreaterThanOrEqual(box.minLon);
          expect(p.lon).toBeLessThanOrEqual(box.maxLon);
        },
      ),
    );
  });

  it('stays tight: about ±0.09° latitude and ±0.13° longitude for 10 km at 47° N', () => {
    const box = boundingBox({ lat: 47, lon: 8 }, 10);
    expect(box.maxLat - 47).toBeCloseTo(0.0899, 3);
    expect(box.maxLon - 8).toBeGreaterThan(0.131);
    expect(box.maxLon - 8).toBeLessThan(0.134);
  });

  it('spans all longitudes when the circle reaches a pole', () => {
    expect(boundingBox({ lat: 89.9, lon: 10 }, 50)).toEqual({
      minLat: expect.any(Number),
      maxLat: 90,
      minLon: -180,
      maxLon: 180,
    });
  });
});
