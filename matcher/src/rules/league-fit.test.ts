import { LEAGUES } from '@anpfiff/schemas/catalogues/leagues';
import { describe, expect, it } from 'vitest';
import { isYouthLeague, leagueFit } from './league-fit';

const NEUTRAL = { weight: 0.5, reason: null };

describe('leagueFit', () => {
  it('compares levels within one pyramid', () => {
    expect(leagueFit('CH-F-2-LIGA', 'CH-F-1-LIGA')).toEqual({
      weight: 1,
      reason: { kind: 'league', text: '1. Liga: eine Stufe über dem aktuellen Team' },
    });
    expect(leagueFit('DE-M-E9-BAYERN', 'DE-M-E9-BAYERN').weight).toBe(1);
    expect(leagueFit('CH-M-3-LIGA', 'CH-M-1-LIGA')).toEqual({
      weight: 0.4,
      reason: { kind: 'league', text: '1. Liga: 3 Stufen über dem aktuellen Team' },
    });
  });

  it('does not rank the U-18 youth league as a tier below the 4. Liga, nor any league against it', () => {
    // Level 7 in the catalogue only lists it last; it is no step below the 4. Liga (level 6).
    expect(leagueFit('CH-F-4-LIGA', 'CH-F-U-18')).toEqual(NEUTRAL);
    expect(leagueFit('CH-F-U-18', 'CH-F-4-LIGA')).toEqual(NEUTRAL);
    expect(leagueFit('CH-F-U-18', 'CH-F-NATIONALLIGA-A')).toEqual(NEUTRAL);
    // The same youth league is the same league.
    expect(leagueFit('CH-F-U-18', 'CH-F-U-18')).toEqual({
      weight: 1,
      reason: { kind: 'league', text: 'U-18: gleiche Liga wie das aktuelle Team' },
    });
  });

  it("does not compare a men's league with a women's: their levels are counted apart", () => {
    // Men's 3. Liga is level 7, women's 1. Liga level 3: "4 Stufen über" would be nonsense.
    expect(leagueFit('CH-M-3-LIGA', 'CH-F-1-LIGA')).toEqual(NEUTRAL);
    expect(leagueFit('CH-F-3-LIGA', 'CH-M-3-LIGA')).toEqual(NEUTRAL);
    expect(leagueFit('DE-F-E9-BAYERN', 'DE-M-E9-BAYERN')).toEqual(NEUTRAL);
  });

  it('claims nothing without both leagues or across countries', () => {
    expect(leagueFit(null, 'CH-M-3-LIGA')).toEqual(NEUTRAL);
    expect(leagueFit('CH-M-3-LIGA', null)).toEqual(NEUTRAL);
    expect(leagueFit('CH-M-3-LIGA', 'retired-league')).toEqual(NEUTRAL);
    expect(leagueFit('DE-M-E9-BAYERN', 'CH-M-5-LIGA')).toEqual(NEUTRAL);
  });

  it("knows the catalogue's youth leagues", () => {
    // A youth league added to the catalogue under another name would be ranked as an adult tier again.
    expect(LEAGUES.filter(isYouthLeague).map((l) => l.id)).toEqual(['CH-F-U-18']);
  });
});
