import { describe, expect, it } from 'vitest';
import { foldName } from './fold-name';
import { bestMatch, matchScore } from './town-match';

const town = (name: string, ...aliases: string[]) => ({ name, keys: [name, ...aliases].map(foldName) });

describe('matchScore', () => {
  it('ranks the name over an alias over a shortened form over shared words', () => {
    const t = town('Frankfurt am Main', 'Frankfurt/M.');
    const name = matchScore(t, foldName('Frankfurt am Main'));
    const alias = matchScore(t, foldName('Frankfurt M'));
    const shorter = matchScore(t, foldName('Frankfurt'));
    const words = matchScore(t, foldName('Main Frankfurt'));
    expect(name).toBeGreaterThan(alias);
    expect(alias).toBeGreaterThan(shorter);
    expect(shorter).toBeGreaterThan(words);
    expect(words).toBeGreaterThan(0);
  });

  it('scores an exonym as a name, not as an alias', () => {
    const geneve = { keys: ['geneve', 'genf', 'les acacias'], nameKeys: 2 };
    expect(matchScore(geneve, 'genf')).toBe(matchScore(geneve, 'geneve'));
    expect(matchScore(geneve, 'les acacias')).toBeLessThan(matchScore(geneve, 'genf'));
  });

  it('does not match on filler words alone', () => {
    expect(matchScore(town('Bad Homburg vor der Höhe'), foldName('Bad Tölz'))).toBe(0);
    expect(matchScore(town('St. Gallen'), foldName('St. Moritz'))).toBe(0);
  });
});

describe('bestMatch', () => {
  it('finds nothing for an empty or missing city', () => {
    expect(bestMatch([town('Bern')], undefined)).toBeUndefined();
    expect(bestMatch([town('Bern')], ' - ')).toBeUndefined();
  });

  it('picks the best of several candidates', () => {
    const towns = [town('Neustadt an der Weinstraße'), town('Neustadt')];
    expect(bestMatch(towns, 'Neustadt')?.town.name).toBe('Neustadt');
  });
});
