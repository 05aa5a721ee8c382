import { describe, expect, it } from 'vitest';
import {
  analyzeQuery,
  labelSpellings,
  foldGerman,
  indexableText,
  masculineForm,
  MAX_QUERY_TERMS,
} from './german-text';

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
    expect(analyzeQuery('Verein').terms).toEqual([{ alternatives: ['verein'], prefix: true }]);
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

describe('analyzeQuery', () => {
  it('folds, offers the masculine form and treats the last word as a prefix', () => {
    expect(analyzeQuery('Schiedsrichterin Zü')).toEqual({
      folded: 'schiedsrichterin zu',
      terms: [
        { alternatives: ['schiedsrichterin', 'schiedsrichter'], prefix: false },
        { alternatives: ['zu'], prefix: true },
      ],
    });
  });

  it('has no terms for blank or punctuation-only text', () => {
    expect(analyzeQuery('   ').terms).toEqual([]);
    expect(analyzeQuery('--').terms).toEqual([]);
  });

  it('caps the number of terms, keeping the word being typed', () => {
    const query = analyzeQuery('a b c d e f g h i j k');
    expect(query.terms).toHaveLength(MAX_QUERY_TERMS);
    expect(query.terms.at(-1)).toEqual({ alternatives: ['k'], prefix: true });
  });

  it('leaves out small words but the one being typed, and keeps them for the title comparison', () => {
    const query = analyzeQuery('Trainer aus Zürich für die D-Junioren');
    expect(query.terms.map((t) => t.alternatives[0])).toEqual(['trainer', 'zurich', 'd', 'junioren']);
    expect(query.folded).toBe('trainer aus zurich fur die d junioren');
    expect(analyzeQuery('Trainer in').terms.map((t) => t.alternatives[0])).toEqual(['trainer', 'in']);
    expect(analyzeQuery('in').terms).toEqual([{ alternatives: ['in'], prefix: true }]);
  });

  it('offers the catalogue word for the everyday one: Torhüter, Goalie and Schiri', () => {
    expect(analyzeQuery('Torhüter').terms[0]?.alternatives).toEqual(['torhuter', 'torwart']);
    expect(analyzeQuery('Goalie Zug').terms[0]?.alternatives).toEqual(['goalie', 'torwart']);
    expect(analyzeQuery('Schiri').terms[0]?.alternatives).toEqual(['schiri', 'schiedsrichter']);
    expect(analyzeQuery('Ärztin').terms[0]?.alternatives).toEqual(['arztin', 'arzt', 'teamarzt']);
  });

  it('reads a compound of function and team words as both words', () => {
    expect(analyzeQuery('Juniorentrainer').terms).toEqual([
      { alternatives: ['juniorentrainer'], prefix: true, compound: [['junioren'], ['trainer']] },
    ]);
    expect(analyzeQuery('Damentrainerin Zug').terms[0]?.compound).toEqual([
      ['damen', 'fraun'],
      ['trainerin', 'trainer'],
    ]);
    expect(analyzeQuery('Seniorenspieler').terms[0]?.compound).toEqual([['senioren'], ['spieler']]);
    // A label of its own, a town, and a word the keywords do not carry stay whole.
    for (const word of [
      'Torwarttrainer',
      'Spielertrainer',
      'Frauenfeld',
      'Vereinstrainer',
      'Fussballtrainer',
    ])
      expect(analyzeQuery(word).terms[0]?.compound).toBeUndefined();
  });

  it('reads a title with a gender-inclusive ending as the title', () => {
    for (const text of [
      'Trainer*in',
      'Trainer*innen',
      'Trainer:in',
      'Trainer_in',
      'Trainer/-in',
      'Trainer·innen',
    ])
      expect(analyzeQuery(text)).toEqual(analyzeQuery('Trainer'));
    expect(analyzeQuery('Betreuer/in Zug').folded).toBe('betreur zug');
    // Words that merely start with "In" after a slash stay.
    expect(analyzeQuery('Bern/Interlaken').folded).toBe('bern interlaken');
    expect(analyzeQuery('Zürich/Innenstadt').folded).toBe('zurich innenstadt');
  });

  it('joins two words that make a known word, keeping them apart as the other way', () => {
    expect(analyzeQuery('Co-Trainer Zug').terms).toEqual([
      { alternatives: ['cotrainer', 'assistenztrainer'], prefix: false, compound: [['co'], ['trainer']] },
      { alternatives: ['zug'], prefix: true },
    ]);
    expect(analyzeQuery('Torwart Trainer').terms).toEqual([
      { alternatives: ['torwarttrainer'], prefix: true, compound: [['torwart'], ['trainer']] },
    ]);
    expect(analyzeQuery('E-Junioren').terms.map((t) => t.alternatives[0])).toEqual(['e', 'junioren']);
  });

  it('finds the masculine form of a feminine title while it is still being typed', () => {
    expect(analyzeQuery('Trainerinne').terms[0]?.alternatives).toEqual(['trainerinne', 'trainer']);
    expect(analyzeQuery('Spielerinn').terms[0]?.alternatives).toEqual(['spielerinn', 'spieler']);
    expect(analyzeQuery('Trainerinne Zug').terms[0]?.alternatives).toEqual(['trainerinne']);
    expect(analyzeQuery('Vereinsmitgliedinne').terms[0]?.alternatives).toEqual(['vereinsmitgliedinne']);
  });
});

describe('labelSpellings', () => {
  it('offers the function and team words a typo may have meant, nearest first', () => {
    expect(labelSpellings('trainr')).toEqual(['trainer']);
    expect(labelSpellings('torwat')).toEqual(['torwart']);
    expect(labelSpellings('schiedsrichtr')).toEqual(['schiedsrichter']);
    expect(labelSpellings('junoiren')).toEqual(['junioren']);
  });

  it('offers nothing for a label word itself, a short word, or a different first letter', () => {
    expect(labelSpellings('trainer')).toEqual([]);
    expect(labelSpellings('tor')).toEqual([]);
    expect(labelSpellings('rtainer')).toEqual([]);
    expect(labelSpellings('zurich')).toEqual([]);
  });
});
