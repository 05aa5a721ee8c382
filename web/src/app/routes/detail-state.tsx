import { useTranslation } from '../../lib/use-translation';
import { isNotFound } from '../../lib/api-client';
import { NotFoundPage } from './not-found';
import '../../locales/detail-texts';

/** What a detail page shows before its record is there: loading, not found, or failed. */
export function DetailState({ error, notFoundText }: { error: unknown; notFoundText: string }) {
  const { t } = useTranslation();
  if (!error) return <p aria-busy="true">{t('loading')}</p>;
  if (isNotFound(error)) return <NotFoundPage text={notFoundText} />;
  return <p role="alert">{t('detail.failed')}</p>;
}
