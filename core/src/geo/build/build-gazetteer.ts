// Regenerates data/gazetteer.json from the pinned open-data packages (see sources.ts):
//   npx tsx core/src/geo/build/build-gazetteer.ts
import { writeFileSync } from 'node:fs';
import { ESTIMATED } from '../gazetteer-data';
import type { CountryTable, GazetteerData } from '../gazetteer-data';
import { packCountry } from './built-country';
import { buildGermany } from './german-places';
import { buildSwitzerland } from './swiss-places';

// Shown wherever results are displayed in bulk; data/ATTRIBUTION.md has the licences behind it.
const ATTRIBUTION =
  'Postleitzahlen: Die Schweizerische Post (via js-swiss-cantons); © OpenStreetMap contributors (ODbL). ' +
  'Positionen: Bundesamt für Statistik (BFS), GEOSTAT (via swiss-maps); © GeoBasis-DE / BKG 2017 (dl-de/by-2-0).';

function summary(country: string, table: CountryTable): string {
  const estimated = table.towns.filter((t) => t[4] & ESTIMATED).length;
  return `${country}: ${Object.keys(table.postcodes).length} postcodes, ${table.towns.length} towns, ${estimated} estimated`;
}

const data: GazetteerData = {
  attribution: ATTRIBUTION,
  CH: packCountry(buildSwitzerland()),
  DE: packCountry(buildGermany()),
};
const file = new URL('../data/gazetteer.json', import.meta.url);
writeFileSync(file, JSON.stringify(data));
console.info(summary('CH', data.CH));
console.info(summary('DE', data.DE));
