import { useTranslation } from '../../lib/use-translation';
import { useContent } from '../../features/content/api/get-content';
import { Markdown } from '../../features/content/components/markdown';
import { useCountry } from '../../features/country/api/get-country';
import { DEFAULT_LOCALE } from '../../lib/i18n';
import { usePageMeta } from '../../lib/page-meta';

/** About, community and the legal pages: Markdown from web/content. */
export function ContentPage({ name }: { name: string }) {
  const { t } = useTranslation();
  const { data: country, error: countryError } = useCountry();
  // Without the site's country (api/country failed) the default site's text, in the locale the rest of
  // the page has then, rather than 'Wird geladen …' for good. An error would serve a visitor worse: the
  // two sites' texts are the same documents (the privacy policy covers both sites) that differ in
  // spelling and a few words, the legal pages included.
  const locale = country ? (`de-${country}` as const) : countryError ? DEFAULT_LOCALE : undefined;
  const { data: page, error } = useContent(name, locale);
  usePageMeta(page?.title, page?.description);
  if (error) return <p role="alert">{t('content.failed')}</p>;
  if (page === undefined) return <p aria-busy="true">{t('loading')}</p>;
  return <Markdown nodes={page.nodes} />;
}
