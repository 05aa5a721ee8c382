import useSWR from 'swr';

/**
 * The Markdown texts of web/content/<locale>/<name>.md. Each file is its own chunk, loaded when its page
 * is shown; a page without a de-DE file falls back to the Swiss one.
 */
const FILES = import.meta.glob<string>('../../../../content/*/*.md', { query: '?raw', import: 'default' });

export type ContentLocale = 'de-CH' | 'de-DE';

export const contentKey = (name: string, locale: ContentLocale) => `content/${locale}/${name}`;

export async function getContent(key: string): Promise<string> {
  const [, locale, name] = key.split('/');
  const load =
    FILES[`../../../../content/${locale}/${name}.md`] ?? FILES[`../../../../content/de-CH/${name}.md`];
  if (!load) throw new Error(`No content file for ${key}`);
  return load();
}

/** Waits (no key) until the site's locale is known, so the German site never flashes Swiss text. */
export function useContent(name: string, locale: ContentLocale | undefined) {
  return useSWR(locale ? contentKey(name, locale) : null, getContent, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}

/** The first heading is the page title, the first paragraph its meta description. */
export function contentMeta(markdown: string): { title: string; description: string } {
  const title = /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() ?? '';
  const paragraph =
    markdown
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find((block) => block && !/^[#>*\-|\d]/.test(block)) ?? '';
  return { title, description: paragraph.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '') };
}
