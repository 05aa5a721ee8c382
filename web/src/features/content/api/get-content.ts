import useSWR from 'swr';
import type { PageContent } from '../lib/page-content';

/**
 * The pages of web/content/<locale>/<name>.md, parsed at build time. Each file is its own chunk, loaded
 * when its page is shown; a page without a de-DE file falls back to the Swiss one.
 */
const FILES = import.meta.glob<PageContent>('../../../../content/*/*.md', {
  query: '?page',
  import: 'default',
});

export type ContentLocale = 'de-CH' | 'de-DE';

export const contentKey = (name: string, locale: ContentLocale) => `content/${locale}/${name}`;

export async function getContent(key: string): Promise<PageContent> {
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
