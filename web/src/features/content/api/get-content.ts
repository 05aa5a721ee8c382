import useSWR from 'swr';
import { DEFAULT_LOCALE } from '../../../lib/i18n';
import { useCountry } from '../../country/api/get-country';
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

/**
 * The page in the site's locale. It waits (no key) until the site's country is known, so the German site
 * never flashes Swiss text. If the country cannot be loaded, the default site's text rather than
 * 'Wird geladen …' for good: the two sites' texts are the same documents (the privacy policy covers both
 * sites, the guides each name their country's fees), differing in spelling and a few words.
 */
export function useContent(name: string) {
  const { data: country, error: countryError } = useCountry();
  const locale: ContentLocale | undefined = country
    ? `de-${country}`
    : countryError
      ? DEFAULT_LOCALE
      : undefined;
  return useSWR(locale ? contentKey(name, locale) : null, getContent, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
