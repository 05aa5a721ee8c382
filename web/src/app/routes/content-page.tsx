import { useTranslation } from '../../lib/use-translation';
import { useContent } from '../../features/content/api/get-content';
import { Markdown } from '../../features/content/components/markdown';
import { usePageMeta } from '../../lib/page-meta';

/** About, community and the legal pages: Markdown from web/content. */
export function ContentPage({ name }: { name: string }) {
  const { t } = useTranslation();
  const { data: page, error } = useContent(name);
  usePageMeta(page?.title, page?.description);
  if (error) return <p role="alert">{t('content.failed')}</p>;
  if (page === undefined) return <p aria-busy="true">{t('loading')}</p>;
  return <Markdown nodes={page.nodes} />;
}
