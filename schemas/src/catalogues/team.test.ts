import { describe, expect, it } from 'vitest';
import {
  TEAM_CATEGORIES,
  TEAM_CATEGORY_INFO,
  TEAM_GENDERS,
  TEAM_GENDER_LABELS,
  isTeamCategory,
  isTeamCategoryOf,
  isTeamGender,
  teamCategoriesOf,
  teamCategoryLabel,
} from './team';

describe('team genders', () => {
  it('are men and women', () => {
    expect(TEAM_GENDERS).toEqual(['M', 'F']);
    expect(TEAM_GENDER_LABELS).toEqual({ M: 'Männer', F: 'Frauen' });
    expect(isTeamGender('F')).toBe(true);
    expect(isTeamGender('MALE')).toBe(false);
  });
});

describe('team categories', () => {
  it('lists the spec categories in order with German labels', () => {
    expect(TEAM_CATEGORY_INFO.map((c) => c.code)).toEqual(TEAM_CATEGORIES);
    expect(TEAM_CATEGORY_INFO.map((c) => c.label)).toEqual([
      'Junioren',
      'U23',
      'U21',
      'U18',
      'U16',
      'U15',
      'A-Junioren',
      'B-Junioren',
      'C-Junioren',
      'D-Junioren',
      'E-Junioren',
      'F-Junioren',
      'G-Junioren',
      'FF 19',
      'FF 15',
      'FF 12',
      'Aktive',
      'Senioren',
      'Senioren 30+',
      'Senioren 40+',
      'Senioren 50+',
      'Senioren 50+/7er',
      'Veteranen',
    ]);
    expect(teamCategoryLabel('SENIOREN_50_7ER')).toBe('Senioren 50+/7er');
  });

  it('offers the FF categories only in Switzerland', () => {
    const ch = teamCategoriesOf('CH').map((c) => c.code);
    const de = teamCategoriesOf('DE').map((c) => c.code);
    expect(ch).toEqual(TEAM_CATEGORIES);
    expect(de).toEqual(TEAM_CATEGORIES.filter((c) => !c.startsWith('FF_')));
    expect(isTeamCategoryOf('CH', 'FF_12')).toBe(true);
    expect(isTeamCategoryOf('DE', 'FF_12')).toBe(false);
    expect(isTeamCategoryOf('DE', 'A_JUNIOREN')).toBe(true);
  });

  it('validates codes', () => {
    expect(isTeamCategory('SENIOREN_30')).toBe(true);
    for (const v of ['30+', 'ff_19', 'FF 19', '', undefined]) expect(isTeamCategory(v)).toBe(false);
  });
});
