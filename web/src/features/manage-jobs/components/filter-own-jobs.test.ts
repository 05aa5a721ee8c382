import { describe, expect, it } from 'vitest';
import { filterByWords, fold } from './filter-own-jobs';

const jobs = ['Cheftrainer 3. März 2025', 'Schiedsrichter 1. Mai 2025', 'Platzwart Zürich 2. Mai 2025'];

describe('the own offers filter', () => {
  it('keeps everything for an empty or blank query', () => {
    expect(filterByWords(jobs, '', (j) => j)).toEqual(jobs);
    expect(filterByWords(jobs, '   ', (j) => j)).toEqual(jobs);
  });

  it('ignores case and accents and needs every word, in any order', () => {
    expect(filterByWords(jobs, 'SCHIEDS', (j) => j)).toEqual(['Schiedsrichter 1. Mai 2025']);
    expect(filterByWords(jobs, 'zurich', (j) => j)).toEqual(['Platzwart Zürich 2. Mai 2025']);
    expect(filterByWords(jobs, 'mai platz', (j) => j)).toEqual(['Platzwart Zürich 2. Mai 2025']);
    expect(filterByWords(jobs, 'mai', (j) => j)).toHaveLength(2);
    expect(filterByWords(jobs, 'Torwart', (j) => j)).toEqual([]);
  });

  it('takes umlauts spelled out, and ss for ß, either way round', () => {
    const offers = ['Stürmer gesucht', 'Platzwart Zuerich', 'Helfer Hauptstraße'];
    expect(filterByWords(offers, 'Stuermer', (j) => j)).toEqual(['Stürmer gesucht']);
    expect(filterByWords(offers, 'sturmer', (j) => j)).toEqual(['Stürmer gesucht']);
    expect(filterByWords(offers, 'Zürich', (j) => j)).toEqual(['Platzwart Zuerich']);
    expect(filterByWords(offers, 'hauptstrasse', (j) => j)).toEqual(['Helfer Hauptstraße']);
    expect(filterByWords(offers, 'stuermerin', (j) => j)).toEqual([]);
  });

  it('folds umlauts to their base letter', () => {
    expect(fold('Märzen Zürich ÜBER')).toBe('marzen zurich uber');
  });
});
