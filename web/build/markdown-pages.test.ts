import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTENT_META_FILE } from '../../schemas/src/site/content-pages';
import { describe, expect, it } from 'vitest';
import { markdownPage, markdownPages } from './markdown-pages';

const CONTENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../content');

describe('content pages parsed at build time', () => {
  it('takes the title from the first heading and the description from the first paragraph', () => {
    const page = markdownPage('# Über uns\n\nWir verbinden [Vereine](/clubs) und *Sportler*.\n\n## Mehr\n');
    expect(page.title).toBe('Über uns');
    expect(page.description).toBe('Wir verbinden Vereine und Sportler.');
    expect(page.nodes[0]).toEqual(['h1', {}, 'Über uns']);
    expect(page.nodes[1]).toEqual([
      'p',
      {},
      'Wir verbinden ',
      ['a', { href: '/clubs' }, 'Vereine'],
      ' und ',
      ['em', {}, 'Sportler'],
      '.',
    ]);
  });

  it('cuts a long first paragraph to 160 characters at a word, as the detail pages do', () => {
    const sentence = 'Anpfiff verbindet Vereine und Menschen im Amateurfussball.';
    const page = markdownPage(`# Über uns\n\n${Array(5).fill(sentence).join(' ')}\n`);
    expect(page.description).toBe(`${sentence} ${sentence} Anpfiff verbindet Vereine und Menschen…`);
    // The page itself shows the whole paragraph.
    expect(JSON.stringify(page.nodes)).toContain(Array(5).fill(sentence).join(' '));
    for (const locale of ['de-CH', 'de-DE']) {
      for (const file of fs.readdirSync(path.join(CONTENT, locale))) {
        const { description } = markdownPage(fs.readFileSync(path.join(CONTENT, locale, file), 'utf8'));
        expect(description.length, `${locale}/${file}`).toBeLessThanOrEqual(160);
      }
    }
  });

  it('drops raw HTML, comments and links with unsafe schemes', () => {
    const page = markdownPage(
      '<!-- Notiz -->\n\n<script>alert(1)</script>\n\nText [klick](javascript:alert(1)) <b>fett</b>\n',
    );
    const flat = JSON.stringify(page.nodes);
    expect(flat).not.toContain('script');
    expect(flat).not.toContain('Notiz');
    expect(flat).not.toContain('javascript');
    expect(flat).not.toContain('<b>');
    expect(page.nodes).toEqual([['p', {}, 'Text ', ['a', {}, 'klick'], ' ', 'fett']]);
  });

  it('writes the title and description of every page it parsed, for the server', () => {
    const plugin = markdownPages();
    const emitted: { fileName?: string; source?: string }[] = [];
    const build = {
      addWatchFile: () => undefined,
      emitFile: (file: (typeof emitted)[number]) => emitted.push(file),
    };
    const hook = (name: 'load' | 'generateBundle') => plugin[name] as (this: unknown, id?: string) => unknown;
    hook('load').call(build, path.join(CONTENT, 'de-DE', 'about.md?page'));
    hook('load').call(build, path.join(CONTENT, 'de-CH', 'legal-notice.md?page'));
    hook('generateBundle').call(build);
    expect(emitted).toHaveLength(1);
    expect(emitted[0]?.fileName).toBe(CONTENT_META_FILE);
    const meta = JSON.parse(emitted[0]?.source ?? '{}') as Record<string, Record<string, { title: string }>>;
    expect(Object.keys(meta).sort()).toEqual(['de-CH', 'de-DE']);
    expect(meta['de-DE']?.about?.title).toBe('Über uns');
    expect(meta['de-CH']?.['legal-notice']?.title).toBe('Impressum');
  });
});
