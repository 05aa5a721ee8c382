import { Random } from '@anpfiff/api/seed/random';
import { weightedTowns } from '@anpfiff/api/seed/large/large-towns';
import { WeightedPicker } from '@anpfiff/api/seed/large/weighted-picker';
import { CLUB_FUNCTIONS } from '@anpfiff/schemas/catalogues/club-functions';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { LoadRequest } from './load-client';

// What people type into the search boxes: roles (also feminine and partial), teams, typos, club words.
const WORDS = [
  'Trainer',
  'Trainerin',
  'Schiedsrichter',
  'Schiedsrichterin',
  'schied',
  'train',
  'Torwarttrainer',
  'Junioren',
  'Frauen',
  'Physiotherapeut',
  'Betreuer',
  'Platzwart',
  'Stürmer',
  'Spieler',
  'Masseur',
  'Konditionstrainer',
  'Juniorenobmann',
  'Aktive',
  'Senioren',
  'Trainr',
  'Schiedsrichtr',
  'Concordia',
  'Kickers',
  'Union',
  'Eintracht',
  'Sportplatz',
  'Verein',
  'ehrenamtlich',
  'Nachwuchs',
];

const SITE_HOST: Record<Country, string> = { CH: 'localhost', DE: 'de.localhost' };

/**
 * At least `count` distinct search requests of the three search screens, the same on every run: free
 * text (roles, towns, typos, prefixes), state and function facets, a postcode with a radius, later
 * pages, and one in eight the facet counts the screens fetch beside the list.
 */
export function searchRequests(count = 1_200, seed = 7): LoadRequest[] {
  const random = new Random(seed);
  const towns = {
    CH: new WeightedPicker(weightedTowns('CH'), (t) => t.weight),
    DE: new WeightedPicker(weightedTowns('DE'), (t) => t.weight),
  };
  const seen = new Set<string>();
  const out: LoadRequest[] = [];
  while (out.length < count) {
    const country: Country = random.chance(0.4) ? 'CH' : 'DE';
    const kind = random.weighted([
      ['jobs', 5],
      ['people', 3],
      ['clubs', 2],
    ] as const);
    const town = towns[country].pick(random);
    const params = new URLSearchParams();
    const text = random.weighted([
      ['', 1],
      ['word', 4],
      ['town', 2],
      ['both', 2],
    ] as const);
    if (text === 'word') params.set('query', random.pick(WORDS));
    if (text === 'town') params.set('query', town.town.city);
    if (text === 'both') params.set('query', `${random.pick(WORDS)} ${town.town.city}`);
    if (random.chance(0.25)) params.set('states', town.town.state);
    if (kind !== 'clubs' && random.chance(0.3))
      params.set('clubFunctions', random.sample(CLUB_FUNCTIONS, random.int(1, 2)).join(','));
    if (random.chance(0.3)) {
      params.set('near', random.pick(town.zips));
      params.set('radius', String(random.pick([5, 10, 20, 30, 50])));
    }
    if (random.chance(0.1)) params.set('page', String(random.int(1, 3)));
    const facets = random.chance(0.125);
    const path = `/api/${kind}${facets ? '/facets' : ''}?${params.toString()}`;
    const key = `${country} ${path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ path, headers: { host: SITE_HOST[country] } });
  }
  return out;
}
