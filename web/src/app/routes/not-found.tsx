import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { usePageMeta } from '../../lib/page-meta';

export function NotFoundPage({ text }: { text?: string }) {
  const { t } = useTranslation();
  usePageMeta(t('notFound.title'));
  return (
    <section>
      <h1>{t('notFound.title')}</h1>
      <p>{text ?? t('notFound.text')}</p>
      <Link to={paths.home}>{t('notFound.back')}</Link>
    </section>
  );
}
