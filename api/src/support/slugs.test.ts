import { describe, expect, it } from 'vitest';
import { slugify } from './slugs';

describe('slugify', () => {
  it('spells out umlauts and ß the German way', () => {
    expect(slugify('FC Zürich-Höngg 1926')).toBe('fc-zuerich-hoengg-1926');
    expect(slugify('SV Großenhain')).toBe('sv-grossenhain');
    expect(slugify('Schiedsrichter FC Musterdorf')).toBe('schiedsrichter-fc-musterdorf');
  });

  it('drops accents and punctuation and never starts or ends with a dash', () => {
    expect(slugify(' FC Neuchâtel Xamax!! ')).toBe('fc-neuchatel-xamax');
    expect(slugify('1. FC Köln')).toBe('1-fc-koeln');
    expect(slugify('!!!')).toBe('');
  });

  it('keeps slugs short enough for a URL', () => {
    expect(slugify('a'.repeat(50) + ' ' + 'b'.repeat(50)).length).toBeLessThanOrEqual(80);
  });
});
