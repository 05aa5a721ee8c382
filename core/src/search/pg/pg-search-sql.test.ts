import { describe, expect, it } from 'vitest';
import { typedStems } from './pg-search-sql';

describe('typedStems', () => {
  it('finds the stem a word being typed has passed', () => {
    expect(typedStems('weiterbildu')).toEqual(['weiterbild']);
    expect(typedStems('weiterbildun')).toEqual(['weiterbild']);
    expect(typedStems('moglichkei')).toEqual(['moglich']);
  });

  it('leaves complete words that merely end like the start of an ending alone', () => {
    for (const word of ['zurich', 'basel', 'verei', 'concor', 'torwa', 'bern'])
      expect(typedStems(word)).toEqual([]);
  });
});
