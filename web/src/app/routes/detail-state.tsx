import { useTranslation } from '../../lib/use-translation';
import { isNotFound } from '../../lib/api-client';
import { RetryButton } from '../../components/ui/retry-button';
import { NotFoundPage } from './not-found';
import '../../locales/detail-texts';

/**
 * What a detail page shows before its record is there: loading, not found, or failed with
 * 'Erneut versuchen' (`retry`: the SWR hook's `mutate`).
 */
export function DetailState({
  error,
  notFoundText,
  retry,
}: {
  error: unknown;
  notFoundText: string;
  retry: () => unknown;
}) {
  const { t } = useTranslation();
  if (!error) return <p aria-busy="true">{t('loading')}</p>;
  if (isNotFound(error)) return <NotFoundPage text={notFoundText} />;
  return (
    <div data-testid="detail-state">
      <p role="alert">{t('detail.failed')}</p>
      <RetryButton retry={retry} />
    </div>
  );
}
