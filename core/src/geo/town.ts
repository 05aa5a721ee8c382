import { isStateCode } from '@anpfiff/schemas/catalogues/states';
import type { StateCode } from '@anpfiff/schemas/catalogues/states';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import { foldName } from './fold-name';
import { ESTIMATED } from './gazetteer-data';
import type { TownRow } from './gazetteer-data';
import { germanExonyms } from './german-exonyms';

export class Town {
  #keys: readonly string[] | undefined;

  constructor(
    readonly name: string,
    readonly state: StateCode,
    readonly lat: number,
    readonly lon: number,
    readonly estimated: boolean,
    private readonly aliases: readonly string[],
    private readonly exonyms: readonly string[] = [],
  ) {}

  /** How many of `keys`, from the first, are the town's names: its own and its exonyms. */
  get nameKeys(): number {
    return 1 + this.exonyms.length;
  }

  /** Folded name, exonyms, then aliases. Folded on first use: most towns are never compared by name. */
  get keys(): readonly string[] {
    this.#keys ??= [this.name, ...this.exonyms, ...this.aliases].map(foldName);
    return this.#keys;
  }
}

export function toTowns(country: Country, rows: readonly TownRow[]): Town[] {
  return rows.map(([name, suffix, lat, lon, flags, aliases = []]) => {
    const state = `${country}-${suffix}`;
    if (!isStateCode(state)) throw new Error(`Gazetteer data names an unknown state ${state}`);
    return new Town(name, state, lat, lon, (flags & ESTIMATED) !== 0, aliases, germanExonyms(country, name));
  });
}
