import { describe, expect, it } from 'vitest';
import { foldGerman, indexableText, masculineForm } from './german-text';

describe('foldGerman', () => {
  it('gives Zürich, Zuerich and Zurich one spelling', () => {
    expect(new Set(['Zürich', 'Zuerich', 'ZURICH', 'zürich']).size).toBe(4);
    expect(new Set(['Zürich', 'Zuerich', 'ZURICH', 'zürich'].map(foldGerman))).toEqual(new Set(['zurich']));
  });

  it('folds ß to ss, so Straße meets Strasse', () => {
    expect(foldGerman('Straße')).toBe(foldGerman('Strasse'));
    expect(foldGerman('GROẞE STRAẞE')).toBe('grosse strasse');
  });

  it('removes accents and the umlaut transcriptions', () => {
    expect(foldGerman('Genève Neuchâtel Delémont')).toBe('geneve neuchatel delemont');
    expect(foldGerman('Mönchengladbach')).toBe(foldGerman('Moenchengladbach'));
    expect(foldGerman('Bürounterstützung')).toBe(foldGerman('Buerounterstuetzung'));
    expect(foldGerman('Ærø Łódź')).toBe('aro lodz');
  });

  it('folds letters written with combining marks like the precomposed ones, and drops other scripts', () => {
    expect(foldGerman('Zu\u0308rich Gene\u0300ve')).toBe('zurich geneve');
    expect(foldGerman('İstanbul')).toBe('istanbul');
    expect(foldGerman('Anpfiff ⚽ 2026 Ωmega 😀')).toBe('anpfiff 2026 mega');
  });

  it('keeps letters and digits and turns everything else into single spaces', () => {
    expect(foldGerman('  Biel/Bienne,  1. Liga – Reha-Trainer!  ')).toBe('biel bienne 1 liga reha trainer');
    expect(foldGerman('?!')).toBe('');
  });
});

describe('masculineForm', () => {
  it('strips the feminine endings the stemmer leaves', () => {
    expect(masculineForm('physiotherapeutin')).toBe('physiotherapeut');
    expect(masculineForm(foldGerman('Teamärztin'))).toBe('teamarzt');
    expect(masculineForm('trainerinnen')).toBe('trainer');
    expect(masculineForm('schiedsrichterin')).toBe('schiedsrichter');
  });

  it('leaves short words and other endings alone', () => {
    expect(masculineForm('kevin')).toBeNull();
    expect(masculineForm('trainer')).toBeNull();
  });

  it('leaves words that only end in -in alone: a club is no feminine form', () => {
    for (const word of ['verein', 'sportverein', 'termin', 'medizin', 'berlin', 'disziplin', 'martin'])
      expect(masculineForm(word)).toBeNull();
    expect(masculineForm('assistentin')).toBe('assistent');
    expect(masculineForm('psychologinnen')).toBe('psycholog');
  });
});

describe('indexableText', () => {
  it('adds the masculine forms so a search for either finds the text', () => {
    expect(indexableText('Erfahrene Physiotherapeutin')).toBe('erfahrene physiotherapeutin physiotherapeut');
    expect(indexableText('Trainer in Zürich')).toBe('trainer in zurich');
  });
});
