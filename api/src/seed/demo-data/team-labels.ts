// Team designations as clubs write them in ads. Swiss and German junior categories are named
// differently ('Junioren Db' vs. 'D-Junioren', 'Senioren 30+' vs. 'Ü32'), so the country lists are
// kept apart; TEAM_NAMES is the union for callers that do not care about the country.

const SHARED: readonly string[] = ['1. Mannschaft', '2. Mannschaft', '3. Mannschaft', 'Frauen', 'Frauen 2'];

export const TEAM_NAMES_CH: readonly string[] = [
  ...SHARED,
  'Junioren A',
  'Junioren B',
  'Junioren Ca',
  'Junioren Cb',
  'Junioren Da',
  'Junioren Db',
  'Junioren Ea',
  'Junioren Eb',
  'Junioren F',
  'Junioren G',
  'Juniorinnen FF-12',
  'Juniorinnen FF-15',
  'Juniorinnen FF-19',
  'Senioren 30+',
  'Senioren 40+',
  'Senioren 50+',
  'Veteranen',
];

export const TEAM_NAMES_DE: readonly string[] = [
  ...SHARED,
  'U23',
  'A-Junioren',
  'B-Junioren',
  'C-Junioren',
  'D-Junioren',
  'E-Junioren',
  'F-Junioren',
  'G-Junioren (Bambini)',
  'B-Juniorinnen',
  'D-Juniorinnen',
  'Ü32',
  'Ü40',
  'Ü50',
  'Alte Herren',
];

export const TEAM_NAMES: readonly string[] = [
  ...TEAM_NAMES_CH,
  ...TEAM_NAMES_DE.filter((t) => !SHARED.includes(t)),
];
