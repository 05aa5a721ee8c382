import { describe, expect, it } from 'vitest';
import { DE_ASSOCIATIONS, deAssociationByCode } from './associations-de';
import { COUNTRY_INFO } from './countries';
import {
  LEAGUES,
  isLeague,
  leagueById,
  leagueHierarchy,
  leaguesFor,
  leaguesForAssociation,
  type League,
} from './leagues';
import { TEAM_GENDER_LABELS } from './team';

const GENERIC = /^Liga Ebene (\d+)$/;

function levelsOf(leagues: readonly League[]): number[] {
  return leagues.map((l) => l.level);
}

function ofAssociation(code: string, gender: 'M' | 'F'): League[] {
  return LEAGUES.filter((l) => l.association === code && l.gender === gender);
}

describe('league catalogue', () => {
  it('has unique ids and a manageable size', () => {
    expect(new Set(LEAGUES.map((l) => l.id)).size).toBe(LEAGUES.length);
    expect(LEAGUES.length).toBeGreaterThan(200);
    expect(LEAGUES.length).toBeLessThan(600);
  });

  it('gives every league a hierarchy that ends in its own name', () => {
    for (const l of LEAGUES) {
      const h = leagueHierarchy(l.id);
      expect(h.length).toBeGreaterThanOrEqual(3);
      expect(h.at(-1)).toBe(l.name);
      expect(h[0]).toBe(COUNTRY_INFO[l.country].name);
      expect(h[1]).toBe(TEAM_GENDER_LABELS[l.gender]);
      expect(h.every((part) => part.trim().length > 0)).toBe(true);
    }
  });

  it('encodes country, gender and level consistently in the id', () => {
    for (const l of LEAGUES) {
      expect(l.id.startsWith(`${l.country}-${l.gender}-`)).toBe(true);
      expect(Number.isInteger(l.level) && l.level >= 1).toBe(true);
      if (l.country === 'DE') expect(l.id.startsWith(`DE-${l.gender}-E${l.level}-`)).toBe(true);
      if (l.association !== null) expect(l.id.endsWith(`-${l.association.replaceAll('_', '-')}`)).toBe(true);
    }
  });

  it('keeps Swiss leagues Swiss and without associations', () => {
    for (const l of LEAGUES.filter((x) => x.id.startsWith('CH-'))) {
      expect(l.country).toBe('CH');
      expect(l.association).toBeNull();
    }
    for (const l of LEAGUES.filter((x) => x.country === 'CH')) expect(l.id.startsWith('CH-')).toBe(true);
  });

  it('answers lookups and rejects unknown ids', () => {
    expect(leagueById('CH-M-2-LIGA')).toMatchObject({
      country: 'CH',
      gender: 'M',
      level: 6,
      name: '2. Liga',
    });
    expect(isLeague('DE-M-E9-BAYERN')).toBe(true);
    for (const v of ['CH-M-6-LIGA', 'DE-M-E15-BAYERN', 'DE-F-E11-BAYERN', '', null, 7])
      expect(isLeague(v)).toBe(false);
    expect(leagueById('nope')).toBeUndefined();
    expect(leagueHierarchy('nope')).toEqual([]);
  });
});

describe('Swiss leagues', () => {
  it('list the men leagues from Super League to 5. Liga', () => {
    const men = leaguesFor('CH', 'M');
    expect(men.map((l) => l.name)).toEqual([
      'Super League',
      'Challenge League',
      'Promotion League',
      '1. Liga',
      '2. Liga Interregional',
      '2. Liga',
      '3. Liga',
      '4. Liga',
      '5. Liga',
    ]);
    expect(levelsOf(men)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('list the women leagues from Nationalliga A to U-18', () => {
    expect(leaguesFor('CH', 'F').map((l) => l.name)).toEqual([
      'Nationalliga A',
      'Nationalliga B',
      '1. Liga',
      '2. Liga',
      '3. Liga',
      '4. Liga',
      'U-18',
    ]);
  });

  it('describe themselves by country and gender', () => {
    expect(leagueHierarchy('CH-M-2-LIGA')).toEqual(['Schweiz', 'Männer', '2. Liga']);
    expect(leagueHierarchy('CH-F-NATIONALLIGA-A')).toEqual(['Schweiz', 'Frauen', 'Nationalliga A']);
  });
});

describe('German men leagues', () => {
  const men = leaguesFor('DE', 'M');

  it('start with the national leagues and the five Regionalliga regions', () => {
    expect(men.slice(0, 8).map((l) => [l.level, l.name, l.association])).toEqual([
      [1, 'Bundesliga', null],
      [2, '2. Bundesliga', null],
      [3, '3. Liga', null],
      [4, 'Regionalliga Nord', null],
      [4, 'Regionalliga Nordost', null],
      [4, 'Regionalliga West', null],
      [4, 'Regionalliga Südwest', null],
      [4, 'Regionalliga Bayern', null],
    ]);
    expect(men.filter((l) => l.association === null)).toHaveLength(8);
  });

  it('give every association contiguous levels from E5 down to E11–E14', () => {
    for (const a of DE_ASSOCIATIONS) {
      const levels = levelsOf(ofAssociation(a.code, 'M'));
      const max = Math.max(...levels);
      expect(max).toBeGreaterThanOrEqual(11);
      expect(max).toBeLessThanOrEqual(14);
      expect(levels).toEqual(Array.from({ length: max - 4 }, (_, i) => i + 5));
    }
  });

  it('run levels 12 to 14 only in some associations, thinning out', () => {
    const count = (level: number) => men.filter((l) => l.level === level).length;
    expect(count(11)).toBe(21);
    expect(count(12)).toBeLessThan(21);
    expect(count(13)).toBeLessThan(count(12));
    expect(count(14)).toBeLessThan(count(13));
    expect(count(14)).toBeGreaterThan(0);
  });

  it('label levels 9 to 14 as Liga Ebene N and name levels 5 to 8', () => {
    for (const l of men.filter((x) => x.level >= 9)) expect(l.name).toBe(`Liga Ebene ${l.level}`);
    for (const l of men.filter((x) => x.level >= 5 && x.level <= 8)) {
      const generic = GENERIC.exec(l.name);
      if (generic) expect(Number(generic[1])).toBe(l.level);
    }
    expect(leagueById('DE-M-E5-BAYERN')?.name).toBe('Bayernliga');
    expect(leagueById('DE-M-E5-HESSEN')?.name).toBe('Hessenliga');
    expect(leagueById('DE-M-E5-BERLIN')?.name).toBe('Oberliga Nordost');
    expect(leagueById('DE-M-E8-HESSEN')?.name).toBe('Kreisoberliga');
  });

  it('describe association leagues by their association', () => {
    expect(leagueHierarchy('DE-M-E9-BAYERN')).toEqual([
      'Deutschland',
      'Männer',
      'Bayerischer Fußball-Verband',
      'Liga Ebene 9',
    ]);
    expect(leagueHierarchy('DE-M-E1-BUNDESLIGA')).toEqual(['Deutschland', 'Männer', 'Bundesliga']);
    for (const l of men.filter((x) => x.association !== null)) {
      expect(leagueHierarchy(l.id)[2]).toBe(deAssociationByCode(l.association ?? '')?.name);
    }
  });
});

describe('German women leagues', () => {
  const women = leaguesFor('DE', 'F');

  it('start with two national leagues and five Regionalliga regions', () => {
    expect(women.slice(0, 7).map((l) => [l.level, l.name])).toEqual([
      [1, 'Frauen-Bundesliga'],
      [2, '2. Frauen-Bundesliga'],
      [3, 'Regionalliga Nord'],
      [3, 'Regionalliga Nordost'],
      [3, 'Regionalliga West'],
      [3, 'Regionalliga Südwest'],
      [3, 'Regionalliga Süd'],
    ]);
    expect(women.filter((l) => l.association === null)).toHaveLength(7);
  });

  it('give every association the levels E4 to E10', () => {
    for (const a of DE_ASSOCIATIONS)
      expect(levelsOf(ofAssociation(a.code, 'F'))).toEqual([4, 5, 6, 7, 8, 9, 10]);
  });

  it('label everything below the association top league generically', () => {
    for (const l of women.filter((x) => x.level >= 5)) expect(l.name).toBe(`Liga Ebene ${l.level}`);
    expect(leagueHierarchy('DE-F-E9-BAYERN')).toEqual([
      'Deutschland',
      'Frauen',
      'Bayerischer Fußball-Verband',
      'Liga Ebene 9',
    ]);
  });
});

describe('leaguesFor', () => {
  it('returns only the requested country and gender, top level first', () => {
    for (const country of ['CH', 'DE'] as const) {
      for (const gender of ['M', 'F'] as const) {
        const list = leaguesFor(country, gender);
        expect(list.length).toBeGreaterThan(0);
        expect(list.every((l) => l.country === country && l.gender === gender)).toBe(true);
        const levels = levelsOf(list);
        expect(levels).toEqual([...levels].sort((x, y) => x - y));
        expect(list[0]?.level).toBe(1);
      }
    }
    const total = ['CH', 'DE'].flatMap((c) => ['M', 'F'].map((g) => leaguesFor(c as 'CH', g as 'M').length));
    expect(total.reduce((x, y) => x + y, 0)).toBe(LEAGUES.length);
  });

  it('narrows to one association and its own Regionalliga', () => {
    const bayernMen = leaguesForAssociation('BAYERN', 'M');
    expect(bayernMen.map((l) => l.name).slice(0, 4)).toEqual([
      'Bundesliga',
      '2. Bundesliga',
      '3. Liga',
      'Regionalliga Bayern',
    ]);
    expect(bayernMen.filter((l) => l.association !== null).every((l) => l.association === 'BAYERN')).toBe(
      true,
    );
    expect(bayernMen).toHaveLength(4 + ofAssociation('BAYERN', 'M').length);
    expect(leaguesForAssociation('HESSEN', 'M').map((l) => l.name)).toContain('Regionalliga Südwest');
    expect(leaguesForAssociation('HESSEN', 'F').map((l) => l.name)).toContain('Regionalliga Süd');
    expect(leaguesForAssociation('HESSEN', 'F').map((l) => l.name)).not.toContain('Regionalliga Südwest');
  });
});
