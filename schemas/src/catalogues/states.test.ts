import { describe, expect, it } from 'vitest';
import { STATES, STATE_CODES, isStateCode, stateByCode, statesOf } from './states';

const CANTONS = 'AG AI AR BE BL BS FR GE GL GR JU LU NE NW OW SG SH SO SZ TG TI UR VD VS ZG ZH'.split(' ');
const LAENDER = 'BB BE BW BY HB HE HH MV NI NW RP SH SL SN ST TH'.split(' ');

describe('states', () => {
  it('lists the 26 Swiss cantons by their ISO 3166-2 codes', () => {
    const ch = statesOf('CH');
    expect(ch).toHaveLength(26);
    expect(ch.map((s) => s.code).sort()).toEqual(CANTONS.map((c) => `CH-${c}`));
  });

  it('lists the 16 German federal states by their ISO 3166-2 codes', () => {
    const de = statesOf('DE');
    expect(de).toHaveLength(16);
    expect(de.map((s) => s.code).sort()).toEqual(LAENDER.map((c) => `DE-${c}`));
  });

  it('has unique codes whose prefix is the state country', () => {
    expect(STATES).toHaveLength(42);
    expect(new Set(STATE_CODES).size).toBe(42);
    for (const s of STATES) expect(s.code.startsWith(`${s.country}-`)).toBe(true);
  });

  it('keeps Bern and Berlin apart', () => {
    expect(stateByCode('CH-BE')).toEqual({ code: 'CH-BE', name: 'Bern', country: 'CH' });
    expect(stateByCode('DE-BE')).toEqual({ code: 'DE-BE', name: 'Berlin', country: 'DE' });
  });

  it('uses German names', () => {
    const names = Object.fromEntries(STATES.map((s) => [s.code, s.name]));
    expect(names).toMatchObject({
      'CH-ZH': 'Zürich',
      'CH-BS': 'Basel-Stadt',
      'CH-BL': 'Basel-Landschaft',
      'CH-AR': 'Appenzell Ausserrhoden',
      'CH-AI': 'Appenzell Innerrhoden',
      'CH-GE': 'Genf',
      'CH-TI': 'Tessin',
      'CH-VD': 'Waadt',
      'CH-VS': 'Wallis',
      'CH-NE': 'Neuenburg',
      'CH-FR': 'Freiburg',
      'CH-GR': 'Graubünden',
      'DE-BW': 'Baden-Württemberg',
      'DE-BY': 'Bayern',
      'DE-NW': 'Nordrhein-Westfalen',
      'DE-RP': 'Rheinland-Pfalz',
      'DE-TH': 'Thüringen',
      'DE-MV': 'Mecklenburg-Vorpommern',
    });
  });

  it('sorts each country alphabetically for the pickers', () => {
    for (const country of ['CH', 'DE'] as const) {
      const names = statesOf(country).map((s) => s.name);
      expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'de')));
    }
  });

  it('validates codes and looks them up', () => {
    expect(isStateCode('CH-ZH')).toBe(true);
    expect(isStateCode('DE-BY')).toBe(true);
    for (const v of ['ZH', 'BY', 'CH-XX', 'ch-zh', '', null, 42]) expect(isStateCode(v)).toBe(false);
    expect(stateByCode('CH-XX')).toBeUndefined();
    expect(stateByCode('DE-HH')?.name).toBe('Hamburg');
  });
});
