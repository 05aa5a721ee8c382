import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { TeamCategory, TeamGender } from '@anpfiff/schemas/catalogues/team';

// How clubs name a team of a category and gender in their ads. Every name reads correctly after
// 'unsere' and 'unserer' (feminine or plural: 'unsere Herren', 'unserer Junioren Db', 'unsere Alten
// Herren (Ü40)'), which is where the offer texts put {team}. Swiss and German junior categories are named
// differently ('Junioren Db' vs. 'D-Junioren', 'Senioren 30+' vs. 'Ü30'), so the countries are kept apart.

type Names = Partial<Readonly<Record<TeamCategory, Readonly<Record<TeamGender, readonly string[]>>>>>;

const CH: Names = {
  JUNIOREN: { M: ['Junioren'], F: ['Juniorinnen'] },
  AKTIVE: { M: ['Aktivmannschaft', 'Aktiven', 'Herren'], F: ['Frauen', 'Frauenmannschaft'] },
  A_JUNIOREN: { M: ['Junioren A'], F: ['Juniorinnen A'] },
  B_JUNIOREN: { M: ['Junioren B'], F: ['Juniorinnen B'] },
  C_JUNIOREN: { M: ['Junioren C', 'Junioren Ca', 'Junioren Cb'], F: ['Juniorinnen C'] },
  D_JUNIOREN: { M: ['Junioren D', 'Junioren Da', 'Junioren Db'], F: ['Juniorinnen D'] },
  E_JUNIOREN: { M: ['Junioren E', 'Junioren Ea', 'Junioren Eb'], F: ['Juniorinnen E'] },
  F_JUNIOREN: { M: ['Junioren F'], F: ['Juniorinnen F'] },
  G_JUNIOREN: { M: ['Junioren G'], F: ['Juniorinnen G'] },
  FF_12: { M: ['Juniorinnen FF-12'], F: ['Juniorinnen FF-12'] },
  FF_15: { M: ['Juniorinnen FF-15'], F: ['Juniorinnen FF-15'] },
  FF_19: { M: ['Juniorinnen FF-19'], F: ['Juniorinnen FF-19'] },
  SENIOREN_30: { M: ['Senioren 30+'], F: ['Seniorinnen 30+'] },
  SENIOREN_40: { M: ['Senioren 40+'], F: ['Seniorinnen 40+'] },
  SENIOREN_50: { M: ['Senioren 50+'], F: ['Seniorinnen 50+'] },
  SENIOREN: { M: ['Senioren'], F: ['Seniorinnen'] },
  SENIOREN_50_7ER: { M: ['Senioren 50+ (7er)'], F: ['Seniorinnen 50+ (7er)'] },
  VETERANEN: { M: ['Veteranen'], F: ['Veteraninnen'] },
};

const DE: Names = {
  JUNIOREN: { M: ['Junioren', 'Jugend'], F: ['Juniorinnen'] },
  AKTIVE: { M: ['Herren', 'Herrenmannschaft'], F: ['Frauen', 'Frauenmannschaft', 'Damen'] },
  A_JUNIOREN: { M: ['A-Junioren', 'A-Jugend'], F: ['A-Juniorinnen'] },
  B_JUNIOREN: { M: ['B-Junioren', 'B-Jugend'], F: ['B-Juniorinnen'] },
  C_JUNIOREN: { M: ['C-Junioren', 'C-Jugend'], F: ['C-Juniorinnen'] },
  D_JUNIOREN: { M: ['D-Junioren', 'D-Jugend'], F: ['D-Juniorinnen'] },
  E_JUNIOREN: { M: ['E-Junioren', 'E-Jugend'], F: ['E-Juniorinnen'] },
  F_JUNIOREN: { M: ['F-Junioren', 'F-Jugend'], F: ['F-Juniorinnen'] },
  G_JUNIOREN: { M: ['G-Junioren', 'Bambini'], F: ['G-Juniorinnen'] },
  SENIOREN_30: { M: ['Ü30', 'Senioren (Ü30)'], F: ['Ü30-Frauen'] },
  SENIOREN_40: { M: ['Ü40', 'Alten Herren (Ü40)'], F: ['Ü40-Frauen'] },
  SENIOREN_50: { M: ['Ü50'], F: ['Ü50-Frauen'] },
  SENIOREN: { M: ['Senioren'], F: ['Seniorinnen'] },
  SENIOREN_50_7ER: { M: ['Ü50 (7er)'], F: ['Ü50-Frauen (7er)'] },
  VETERANEN: { M: ['Veteranen'], F: ['Veteraninnen'] },
};

/**
 * The names an ad may use for a team of that category and gender. The U-teams, which the demo never
 * draws, fall back to the catalogue's label with the gender spelt out.
 */
export function teamNames(
  country: Country,
  category: TeamCategory,
  gender: TeamGender,
  label: string,
): readonly string[] {
  const names = (country === 'CH' ? CH : DE)[category]?.[gender];
  return names ?? [gender === 'F' ? `${label} (Frauen)` : label];
}

/** Catalogue league names too vague for an ad ('Liga Ebene 9'): the card shows them, the text leaves them out. */
export function nameableLeague(name: string): boolean {
  return !name.startsWith('Liga Ebene');
}
