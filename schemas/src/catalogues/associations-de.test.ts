import { describe, expect, it } from 'vitest';
import {
  DE_ASSOCIATIONS,
  DE_ASSOCIATION_CODES,
  deAssociationByCode,
  deAssociationsOfState,
  isDeAssociationCode,
} from './associations-de';
import { stateByCode, statesOf } from './states';

describe('German regional associations', () => {
  it('are the 21 DFB regional associations', () => {
    expect(DE_ASSOCIATIONS).toHaveLength(21);
    expect(new Set(DE_ASSOCIATION_CODES).size).toBe(21);
    expect(new Set(DE_ASSOCIATIONS.map((a) => a.name)).size).toBe(21);
    expect([...DE_ASSOCIATION_CODES].sort()).toEqual(
      [
        'SCHLESWIG_HOLSTEIN',
        'HAMBURG',
        'BREMEN',
        'NIEDERSACHSEN',
        'MECKLENBURG_VORPOMMERN',
        'BRANDENBURG',
        'BERLIN',
        'SACHSEN_ANHALT',
        'THUERINGEN',
        'SACHSEN',
        'NIEDERRHEIN',
        'MITTELRHEIN',
        'WESTFALEN',
        'RHEINLAND',
        'SUEDWEST',
        'SAARLAND',
        'HESSEN',
        'BADEN',
        'SUEDBADEN',
        'WUERTTEMBERG',
        'BAYERN',
      ].sort(),
    );
  });

  it('cover German states only, and every German state', () => {
    const covered = new Set(DE_ASSOCIATIONS.flatMap((a) => a.states));
    for (const code of covered) expect(stateByCode(code)?.country).toBe('DE');
    expect([...covered].sort()).toEqual(
      statesOf('DE')
        .map((s) => s.code)
        .sort(),
    );
  });

  it('share the states that have several associations', () => {
    const codesIn = (state: Parameters<typeof deAssociationsOfState>[0]) =>
      deAssociationsOfState(state).map((a) => a.code);
    expect(codesIn('DE-NW')).toEqual(['NIEDERRHEIN', 'MITTELRHEIN', 'WESTFALEN']);
    expect(codesIn('DE-RP')).toEqual(['RHEINLAND', 'SUEDWEST']);
    expect(codesIn('DE-BW')).toEqual(['BADEN', 'SUEDBADEN', 'WUERTTEMBERG']);
    expect(codesIn('DE-BY')).toEqual(['BAYERN']);
  });

  it('use the official German names', () => {
    expect(deAssociationByCode('BAYERN').name).toBe('Bayerischer Fußball-Verband');
    expect(deAssociationByCode('WESTFALEN').name).toBe('Fußball- und Leichtathletik-Verband Westfalen');
    expect(deAssociationByCode('NOPE')).toBeUndefined();
  });

  it('place each association in its Regionalliga region', () => {
    const men = Object.fromEntries(DE_ASSOCIATIONS.map((a) => [a.code, a.menRegionalliga]));
    const women = Object.fromEntries(DE_ASSOCIATIONS.map((a) => [a.code, a.womenRegionalliga]));
    expect(men).toMatchObject({ HAMBURG: 'NORD', SACHSEN: 'NORDOST', WESTFALEN: 'WEST', HESSEN: 'SUEDWEST' });
    expect(men.BAYERN).toBe('BAYERN');
    expect(women).toMatchObject({ HESSEN: 'SUED', BAYERN: 'SUED', SAARLAND: 'SUEDWEST' });
  });

  it('validates codes', () => {
    expect(isDeAssociationCode('SUEDBADEN')).toBe(true);
    for (const v of ['Südbaden', 'suedbaden', 'DE-BY', '', null]) expect(isDeAssociationCode(v)).toBe(false);
  });
});
