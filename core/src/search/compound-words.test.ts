import { describe, expect, it } from 'vitest';
import { splitCompound } from './compound-words';

const known = new Set(['junioren', 'trainer', 'fraun', 'frau', 'verein', 'team']);
const isPart = (word: string) => known.has(word);

describe('splitCompound', () => {
  it('splits a word made of two known words', () => {
    expect(splitCompound('juniorentrainer', isPart)).toEqual(['junioren', 'trainer']);
    expect(splitCompound('trainerjunioren', isPart)).toEqual(['trainer', 'junioren']);
  });

  it('drops the joining s of the first word', () => {
    expect(splitCompound('vereinstrainer', isPart)).toEqual(['verein', 'trainer']);
  });

  it('takes the start of a word as the second part where the caller says so', () => {
    const starts = (part: string) => [...known].some((word) => word.startsWith(part));
    expect(splitCompound('juniorentrai', isPart)).toBeNull();
    expect(splitCompound('juniorentrai', isPart, starts)).toEqual(['junioren', 'trai']);
    // A joining s where the s cannot start the second word, and none where it can.
    expect(splitCompound('vereinste', isPart, starts)).toEqual(['verein', 'te']);
    const withStadion = (part: string) => starts(part) || 'stadion'.startsWith(part);
    expect(splitCompound('vereinst', isPart, withStadion)).toEqual(['verein', 'st']);
  });

  it('prefers the longest first word', () => {
    expect(splitCompound('frauntrainer', (w) => isPart(w) || w === 'ntrainer')).toEqual(['fraun', 'trainer']);
  });

  it('leaves words alone unless both parts are known and long enough', () => {
    expect(splitCompound('frauenfeld', isPart)).toBeNull();
    expect(splitCompound('trainer', isPart)).toBeNull();
    expect(splitCompound('teamteam', isPart)).toEqual(['team', 'team']);
    expect(splitCompound('cotrainer', (w) => isPart(w) || w === 'co')).toBeNull();
  });
});
