import { describe, expect, it } from 'vitest';
import { markdownPage } from './markdown-pages';

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
});
