// Shape of the committed data file data/gazetteer.json, written by build/build-gazetteer.ts.
// Tuples instead of objects keep the file (and its parse time) small.

/** Town flags: set when the coordinates were estimated from neighbouring postcodes. */
export const ESTIMATED = 1;

/** [name, state suffix ('ZH', 'BY'), lat, lon, flags, aliases for matching (e.g. the municipality)] */
export type TownRow = [
  name: string,
  state: string,
  lat: number,
  lon: number,
  flags: number,
  aliases?: string[],
];

export type CountryTable = {
  readonly towns: readonly TownRow[];
  /** Postcode -> indexes into towns; the first is the town to show when no city is given. */
  readonly postcodes: Readonly<Record<string, readonly number[]>>;
  /**
   * Municipalities the postal directory does not list under any postcode (it keeps one locality per
   * Swiss postcode), so that '6900 Lugano' is still recognised when the directory only says Paradiso.
   */
  readonly places: readonly TownRow[];
};

export type GazetteerData = {
  readonly attribution: string;
  readonly CH: CountryTable;
  readonly DE: CountryTable;
};
