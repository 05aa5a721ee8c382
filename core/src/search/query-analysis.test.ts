import { describe, expect, it } from 'vitest';
import { analyzeQuery, labelSpellings, MAX_QUERY_TERMS, withNearSpellings } from './query-analysis';

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

  it('reads a word that only ends in -in as itself: a club is no feminine form', () => {
    expect(analyzeQuery('Verein').terms).toEqual([{ alternatives: ['verein'], prefix: true }]);
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

  it('leaves out the words that frame a search: gesucht, in der Nähe von, Kanton', () => {
    const words = (text: string) => analyzeQuery(text).terms.map((t) => t.alternatives[0]);
    expect(words('Schiedsrichter in der Nähe von Bern')).toEqual(['schiedsrichter', 'bern']);
    expect(words('Suche Trainer Kanton Zürich')).toEqual(['trainer', 'zurich']);
    expect(words('Betreuer Region Basel')).toEqual(['betreur', 'basel']);
    // Also as the last word, where a complete query ends with one, but not as the only word.
    expect(words('Trainer gesucht')).toEqual(['trainer']);
    expect(words('Spieler in der Region')).toEqual(['spieler']);
    expect(analyzeQuery('Stadt').terms).toEqual([{ alternatives: ['stadt'], prefix: true }]);
    expect(analyzeQuery('Suche in').terms.map((t) => t.alternatives[0])).toEqual(['in']);
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
    // A label of its own and a town stay whole.
    for (const word of ['Torwarttrainer', 'Spielertrainer', 'Frauenfeld', 'Herrenberg'])
      expect(analyzeQuery(word).terms[0]?.compound).toBeUndefined();
  });

  it('reads a label word after any other as both words, and as the label word alone when loosened', () => {
    expect(analyzeQuery('Fussballtrainer').terms).toEqual([
      {
        alternatives: ['fussballtrainer'],
        prefix: true,
        compound: [['fussball'], ['trainer']],
        broader: ['trainer'],
      },
    ]);
    expect(analyzeQuery('Vereinstrainerin Zug').terms[0]).toMatchObject({
      compound: [['vereins'], ['trainerin', 'trainer']],
      broader: ['trainerin', 'trainer'],
    });
    expect(analyzeQuery('Kinderschiri').terms[0]?.broader).toEqual(['schiri', 'schiedsrichter']);
    // Being typed, the label word needs a few letters: "Fussballt" would stand for Trainer and Torwart.
    expect(analyzeQuery('Athletiktrai').terms[0]).toMatchObject({
      compound: [['athletik'], ['trai']],
      broader: ['trai'],
    });
    expect(analyzeQuery('Athletikt').terms[0]?.compound).toBeUndefined();
    // A compound of two label words needs no loosening, and a small word is no first word.
    expect(analyzeQuery('Juniorentrainer').terms[0]?.broader).toBeUndefined();
    expect(analyzeQuery('Einetrainer').terms[0]?.compound).toBeUndefined();
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

  it('reads the word being typed as a compound whose second word is not complete yet', () => {
    expect(analyzeQuery('Juniorentrai').terms).toEqual([
      { alternatives: ['juniorentrai'], prefix: true, compound: [['junioren'], ['trai']] },
    ]);
    expect(analyzeQuery('Seniorensp').terms[0]?.compound).toEqual([['senioren'], ['sp']]);
    // Only the word being typed: an earlier one is complete, and a town stays a town once typed out.
    expect(analyzeQuery('Juniorentrai Zug').terms[0]?.compound).toBeUndefined();
    expect(analyzeQuery('Frauenfeld').terms[0]?.compound).toBeUndefined();
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

describe('withNearSpellings', () => {
  const spellings = (entries: Record<string, { known?: boolean; near?: string[] }>) =>
    new Map(Object.entries(entries).map(([w, s]) => [w, { known: s.known ?? false, near: s.near ?? [] }]));

  it('joins a word no title carries by its three nearest title spellings and the labels it may mean', () => {
    const analyzed = analyzeQuery('Trainr Grashopers');
    const near = withNearSpellings(
      analyzed,
      spellings({ trainr: {}, grashopers: { near: ['grasshoppers', 'grashoff', 'grasser', 'grashaus'] } }),
    );
    expect(near?.terms.map((t) => t.alternatives)).toEqual([
      ['trainr', 'trainer'],
      ['grashopers', 'grasshoppers', 'grashoff', 'grasser'],
    ]);
    expect(near?.folded).toBe(analyzed.folded);
  });

  it('leaves a known word alone and gives up when no word gained a spelling', () => {
    const analyzed = analyzeQuery('Trainer Onnens');
    expect(
      withNearSpellings(analyzed, spellings({ trainer: { known: true, near: ['trainers'] }, onnens: {} })),
    ).toBeNull();
    // A spelling the word has among its own forms is no gain either.
    expect(
      withNearSpellings(analyzeQuery('Trainerin'), spellings({ trainerin: { near: ['trainer'] } })),
    ).toBeNull();
  });

  it('falls back to the label word a compound ends in', () => {
    const near = withNearSpellings(analyzeQuery('Athletiktrainer'), spellings({ athletiktrainer: {} }));
    expect(near?.terms[0]?.alternatives).toEqual(['athletiktrainer', 'trainer']);
  });
});
