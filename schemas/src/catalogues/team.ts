import type { Country } from './countries';

export const TEAM_GENDERS = ['M', 'F'] as const;

export type TeamGender = (typeof TEAM_GENDERS)[number];

export const TEAM_GENDER_LABELS: Readonly<Record<TeamGender, string>> = {
  M: 'Männer',
  F: 'Frauen',
};

export function isTeamGender(v: unknown): v is TeamGender {
  return typeof v === 'string' && (TEAM_GENDERS as readonly string[]).includes(v);
}

export const TEAM_CATEGORIES = [
  'JUNIOREN',
  'U23',
  'U21',
  'U18',
  'U16',
  'U15',
  'A_JUNIOREN',
  'B_JUNIOREN',
  'C_JUNIOREN',
  'D_JUNIOREN',
  'E_JUNIOREN',
  'F_JUNIOREN',
  'G_JUNIOREN',
  'FF_19',
  'FF_15',
  'FF_12',
  'AKTIVE',
  'SENIOREN',
  'SENIOREN_30',
  'SENIOREN_40',
  'SENIOREN_50',
  'SENIOREN_50_7ER',
  'VETERANEN',
] as const;

export type TeamCategory = (typeof TEAM_CATEGORIES)[number];

export type TeamCategoryInfo = {
  readonly code: TeamCategory;
  readonly label: string;
  readonly countries: readonly Country[];
};

const BOTH: readonly Country[] = ['CH', 'DE'];
// FF = Swiss girls' categories (Frauenfussball Juniorinnen); Germany has no equivalent.
const CH_ONLY: readonly Country[] = ['CH'];

export const TEAM_CATEGORY_INFO: readonly TeamCategoryInfo[] = [
  { code: 'JUNIOREN', label: 'Junioren', countries: BOTH },
  { code: 'U23', label: 'U23', countries: BOTH },
  { code: 'U21', label: 'U21', countries: BOTH },
  { code: 'U18', label: 'U18', countries: BOTH },
  { code: 'U16', label: 'U16', countries: BOTH },
  { code: 'U15', label: 'U15', countries: BOTH },
  { code: 'A_JUNIOREN', label: 'A-Junioren', countries: BOTH },
  { code: 'B_JUNIOREN', label: 'B-Junioren', countries: BOTH },
  { code: 'C_JUNIOREN', label: 'C-Junioren', countries: BOTH },
  { code: 'D_JUNIOREN', label: 'D-Junioren', countries: BOTH },
  { code: 'E_JUNIOREN', label: 'E-Junioren', countries: BOTH },
  { code: 'F_JUNIOREN', label: 'F-Junioren', countries: BOTH },
  { code: 'G_JUNIOREN', label: 'G-Junioren', countries: BOTH },
  { code: 'FF_19', label: 'FF 19', countries: CH_ONLY },
  { code: 'FF_15', label: 'FF 15', countries: CH_ONLY },
  { code: 'FF_12', label: 'FF 12', countries: CH_ONLY },
  { code: 'AKTIVE', label: 'Aktive', countries: BOTH },
  { code: 'SENIOREN', label: 'Senioren', countries: BOTH },
  { code: 'SENIOREN_30', label: 'Senioren 30+', countries: BOTH },
  { code: 'SENIOREN_40', label: 'Senioren 40+', countries: BOTH },
  { code: 'SENIOREN_50', label: 'Senioren 50+', countries: BOTH },
  { code: 'SENIOREN_50_7ER', label: 'Senioren 50+/7er', countries: BOTH },
  { code: 'VETERANEN', label: 'Veteranen', countries: BOTH },
];

const CATEGORY_BY_CODE: ReadonlyMap<string, TeamCategoryInfo> = new Map(
  TEAM_CATEGORY_INFO.map((c) => [c.code, c]),
);

const CATEGORIES_OF: Readonly<Record<Country, readonly TeamCategoryInfo[]>> = {
  CH: TEAM_CATEGORY_INFO.filter((c) => c.countries.includes('CH')),
  DE: TEAM_CATEGORY_INFO.filter((c) => c.countries.includes('DE')),
};

export function isTeamCategory(v: unknown): v is TeamCategory {
  return typeof v === 'string' && CATEGORY_BY_CODE.has(v);
}

/** Categories offered on the given country's site, in catalogue order. */
export function teamCategoriesOf(country: Country): readonly TeamCategoryInfo[] {
  return CATEGORIES_OF[country];
}

export function isTeamCategoryOf(country: Country, v: unknown): v is TeamCategory {
  return isTeamCategory(v) && teamCategoryInfo(v).countries.includes(country);
}

export function teamCategoryInfo(code: TeamCategory): TeamCategoryInfo {
  const info = CATEGORY_BY_CODE.get(code);
  if (!info) throw new Error(`Unbekannte Teamkategorie: ${String(code)}`);
  return info;
}

export function teamCategoryLabel(code: TeamCategory): string {
  return teamCategoryInfo(code).label;
}
