import type { StateCode } from '@anpfiff/schemas/catalogues/states';
import { foldName } from './fold-name';
import { withoutEnvelopePrefix } from './postcode';
import type { Town } from './town';
import { lowerBound, type TownNames } from './town-names';

/** A place offered while someone types where to search around. */
export type PlaceSuggestion = {
  /** What the search's `near` takes for this place: "Zürich", or "9470 Buchs" where the name alone says no place. */
  readonly near: string;
  readonly city: string;
  /** The postcode when the suggestion names one, else null (a town by its name). */
  readonly zip: string | null;
  readonly state: StateCode;
};

export type SuggestionSource = {
  readonly byZip: ReadonlyMap<string, readonly Town[]>;
  /** Every postcode, sorted. */
  readonly sorted: readonly string[];
  readonly names: TownNames;
  /** Whether the town's name alone leads `near` to it (one town far and wide, or the much larger city). */
  namesTown(town: Town): boolean;
};

// The digits typed of a postcode, and a town typed after them.
const POSTCODE_START = /^(\d+)\s*(.*)$/;

/**
 * Suggestions for what someone is typing as a place: postcodes starting with the digits typed (and their
 * towns, narrowed by a town typed after them), or towns whose name or alias starts with the letters typed,
 * the exactly named first, then the larger (by postcodes) before the smaller. Spelling does not matter
 * (Zuerich, zürich). A town its name alone does not place is offered with its first postcode.
 */
export function createPlaceSuggester(source: SuggestionSource) {
  const byPostcode = (digits: string, townText: string, limit: number): PlaceSuggestion[] => {
    const wanted = foldName(townText);
    const found: PlaceSuggestion[] = [];
    for (let i = lowerBound(source.sorted, digits, (zip) => zip); found.length < limit; i++) {
      const zip = source.sorted[i];
      if (zip === undefined || !zip.startsWith(digits)) break;
      for (const town of source.byZip.get(zip) ?? []) {
        if (wanted && !town.keys.some((key) => key.startsWith(wanted))) continue;
        found.push({ near: `${zip} ${town.name}`, city: town.name, zip, state: town.state });
      }
    }
    return found.slice(0, limit);
  };

  const byName = (text: string, limit: number): PlaceSuggestion[] => {
    const wanted = foldName(text);
    const matches = new Map<Town, { exact: boolean; zips: readonly string[] }>();
    for (const { key, town, zips } of wanted ? source.names.startingWith(wanted) : []) {
      matches.set(town, { exact: key === wanted || matches.get(town)?.exact === true, zips });
    }
    const ranked = [...matches].sort(
      ([a, x], [b, y]) =>
        Number(y.exact) - Number(x.exact) ||
        y.zips.length - x.zips.length ||
        a.name.localeCompare(b.name, 'de'),
    );
    // Towns of one name close together are one place by name: offered once.
    const found = new Map<string, PlaceSuggestion>();
    for (const [town, { zips }] of ranked) {
      if (found.size === limit) break;
      const zip = source.namesTown(town) ? null : (zips[0] ?? null);
      const near = zip ? `${zip} ${town.name}` : town.name;
      if (!found.has(near)) found.set(near, { near, city: town.name, zip, state: town.state });
    }
    return [...found.values()];
  };

  return (text: string, limit: number): PlaceSuggestion[] => {
    const typed = withoutEnvelopePrefix(text);
    const postcode = POSTCODE_START.exec(typed);
    if (postcode) return byPostcode(postcode[1] ?? '', postcode[2] ?? '', limit);
    return byName(typed, limit);
  };
}
