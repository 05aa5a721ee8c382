import { describe, expect, it } from 'vitest';
import { excerpt } from './text-excerpt';

describe('excerpt', () => {
  it('keeps a short text whole, on one line', () => {
    expect(excerpt('  Wir suchen\n\neinen   Schiri.  ')).toBe('Wir suchen einen Schiri.');
    expect(excerpt('')).toBe('');
    expect(excerpt('x'.repeat(60))).toBe('x'.repeat(60));
  });

  it('cuts a long text after the last whole word within 60 characters', () => {
    const text = 'Wir suchen für die Heimspiele unserer Junioren am Samstagvormittag einen Schiedsrichter.';
    expect(excerpt(text)).toBe('Wir suchen für die Heimspiele unserer Junioren am…');
    // A word that ends exactly at the limit stays.
    expect(excerpt(`${'a'.repeat(55)} bcde fgh`)).toBe(`${'a'.repeat(55)} bcde…`);
  });

  it('drops the punctuation before the ellipsis', () => {
    expect(excerpt(`${'Trainer gesucht, '.repeat(3)}Kinderfussballerfahrung erwünscht`)).toBe(
      'Trainer gesucht, Trainer gesucht, Trainer gesucht…',
    );
  });

  it('cuts a text without a space near the limit mid-word, never inside an emoji', () => {
    expect(excerpt('https://example.ch/'.padEnd(80, 'x'))).toBe(`${'https://example.ch/'.padEnd(60, 'x')}…`);
    expect(excerpt('⚽'.repeat(70))).toBe(`${'⚽'.repeat(60)}…`);
    expect(excerpt('😀'.repeat(70))).toBe(`${'😀'.repeat(60)}…`);
  });
});
