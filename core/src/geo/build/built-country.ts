import { ESTIMATED } from '../gazetteer-data';
import type { CountryTable, TownRow } from '../gazetteer-data';
import { foldName } from '../fold-name';

export type BuiltTown = {
  name: string;
  state: string;
  lat: number;
  lon: number;
  estimated: boolean;
  aliases?: string[];
};

// Four decimals are about 10 m: finer than any postcode centroid deserves, and it keeps the file small.
const round = (x: number): number => Math.round(x * 1e4) / 1e4;

export type BuiltCountry = {
  postcodes: ReadonlyMap<string, readonly BuiltTown[]>;
  places: readonly BuiltTown[];
};

function toRow(t: BuiltTown): TownRow {
  const row: TownRow = [t.name, t.state, round(t.lat), round(t.lon), t.estimated ? ESTIMATED : 0];
  if (t.aliases?.length) row.push(t.aliases);
  return row;
}

/** Packs postcode -> towns into the committed table, storing each distinct town once. */
export function packCountry({ postcodes, places }: BuiltCountry): CountryTable {
  const towns: TownRow[] = [];
  const indexOf = new Map<string, number>();
  const table: Record<string, number[]> = {};
  for (const [zip, built] of [...postcodes].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const indexes = built.map((t) => {
      const row = toRow(t);
      const key = JSON.stringify(row);
      let i = indexOf.get(key);
      if (i === undefined) {
        i = towns.push(row) - 1;
        indexOf.set(key, i);
      }
      return i;
    });
    // Namesakes the sources place on one spot (22929 has two Hamfelde, one village in two districts) are
    // one town to whoever picks it.
    table[zip] = [...new Set(indexes)];
  }
  // A municipality a town already names, in any spelling ('Rüti bei Büren' for 'Rüti b. Büren'), is found
  // as that town: a second entry would only be suggested twice.
  const key = (state: string, name: string) => `${state}:${foldName(name)}`;
  const named = new Set(towns.map(([name, state]) => key(state, name)));
  const extra = places.filter((p) => !named.has(key(p.state, p.name))).map(toRow);
  return { towns, postcodes: table, places: extra.sort((a, b) => a[0].localeCompare(b[0])) };
}
