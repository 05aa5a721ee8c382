import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentMeta } from './content-meta';

const CONTENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../content');

describe('the title and meta description of a content page', () => {
  it('takes the first heading and the first paragraph, as plain text', () => {
    expect(contentMeta('# Über uns\n\nWir verbinden [Vereine](/clubs) und *Sportler* `heute`.\n')).toEqual({
      title: 'Über uns',
      description: 'Wir verbinden Vereine und Sportler heute.',
    });
  });

  it('skips an operator note in an HTML comment, even one spanning blank lines', () => {
    const meta = contentMeta(
      '# Impressum\n\n<!-- Betreiber: Angaben ersetzen.\n\nZweiter Absatz der Notiz. -->\n\nE-Mail: hallo@anpfiff.ch\n',
    );
    expect(meta).toEqual({ title: 'Impressum', description: 'E-Mail: hallo@anpfiff.ch' });
  });

  it('skips what is not visible prose: HTML, headings, lists, quotes, code, images, link definitions', () => {
    const markdown = [
      '# Titel',
      '<div class="hinweis">Versteckt</div>',
      '## Abschnitt',
      '- Punkt',
      '1. Erster',
      '> Zitat',
      '```\ncode\n```',
      '![Bild](/bild.png)',
      '[ref]: https://example.com',
      'Sichtbarer <span>Text</span> <!-- Notiz --> mit Bild ![alt](/x.png) am Ende.',
    ].join('\n\n');
    expect(contentMeta(markdown).description).toBe('Sichtbarer Text mit Bild am Ende.');
  });

  it('reads an address with hard line breaks as one line, with commas', () => {
    expect(contentMeta('# A\n\nMuster AG\\\nHauptstrasse 1  \n8000 Zürich\n').description).toBe(
      'Muster AG, Hauptstrasse 1, 8000 Zürich',
    );
    expect(contentMeta('# A\n\nErster Satz.\nZweiter Satz.\n').description).toBe(
      'Erster Satz. Zweiter Satz.',
    );
  });

  it('gives every content page a description without markup or operator notes', () => {
    for (const locale of ['de-CH', 'de-DE']) {
      for (const file of fs.readdirSync(path.join(CONTENT, locale))) {
        const { title, description } = contentMeta(fs.readFileSync(path.join(CONTENT, locale, file), 'utf8'));
        expect(title, file).not.toBe('');
        expect(description, file).not.toBe('');
        expect(description, file).not.toMatch(/<|-->|\]\(|\*\*|\\$/);
      }
    }
  });
});
