import { useTranslation } from '../../../lib/use-translation';

/** What a management page shows before its data is there: loading, or the failure. */
export function LoadState({ error, notFound }: { error: unknown; notFound?: string }) {
  const { t } = useTranslation();
  if (!error) return <p aria-busy="true">{t('loading')}</p>;
  const status = (error as { status?: number }).status;
  return <p role="alert">{status === 404 && notFound ? notFound : t('manage.failed')}</p>;
}
