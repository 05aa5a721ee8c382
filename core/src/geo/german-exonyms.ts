import type { Country } from '@anpfiff/schemas/catalogues/countries';

/**
 * The German names (exonyms) of French- and Italian-speaking Swiss towns, by the official name as the
 * postal directory spells it. The Swiss site is German-language: its visitors search around "Genf" or
 * "Sitten" as readily as around "Genève", and the site's own canton filter already says Genf, Neuenburg
 * and Freiburg. The names are those the German-language Wikipedia gives each municipality ("deutsch
 * Sitten"); the ones it calls archaic and hardly used are left out (Wiflisburg for Avenches, Lauis for
 * Lugano, Luggarus for Locarno), Bellenz ("heute selten") is kept: nothing else in Switzerland is
 * called that. Each exonym counts as one of the town's names, not as a mere alias: where it is another
 * town's own name as well (Münster, the German name of Moutier, is also a village in Goms), the name
 * alone says no one place, just as for two towns called Buchs.
 *
 * Per country: "Freiburg" means Fribourg on the Swiss site and Freiburg im Breisgau on the German one.
 */
export const GERMAN_EXONYMS: Readonly<Record<Country, Readonly<Record<string, readonly string[]>>>> = {
  CH: {
    Genève: ['Genf'],
    Neuchâtel: ['Neuenburg'],
    Fribourg: ['Freiburg', 'Freiburg im Üechtland'],
    Sion: ['Sitten'],
    Sierre: ['Siders'],
    Delémont: ['Delsberg'],
    Porrentruy: ['Pruntrut'],
    Martigny: ['Martinach'],
    'Yverdon-les-Bains': ['Iferten'],
    Payerne: ['Peterlingen'],
    Moudon: ['Milden'],
    'La Neuveville': ['Neuenstadt'],
    Moutier: ['Münster'],
    Bellinzona: ['Bellenz'],
  },
  // German towns carry their German names already.
  DE: {},
};

/** The German names of a town of the country, none for most. */
export function germanExonyms(country: Country, name: string): readonly string[] {
  const table = GERMAN_EXONYMS[country];
  return Object.hasOwn(table, name) ? (table[name] ?? []) : [];
}
