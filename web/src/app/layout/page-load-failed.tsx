import { secondaryButton } from '../../components/ui/button-styles';
import { Notice } from '../../components/ui/notice';
import { useTranslation } from '../../lib/use-translation';

/**
 * In place of a page that could not be shown. Only a reload helps: a page whose code failed to download
 * fails again from then on (React keeps the failed load), and after a new version of the site the reload
 * fetches the new files.
 */
export function PageLoadFailed() {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <Notice testId="page-load-failed">
        <p>{t('pageFailed.text')}</p>
        <p>
          <button type="button" css={secondaryButton} onClick={() => window.location.reload()}>
            {t('pageFailed.reload')}
          </button>
        </p>
      </Notice>
    </div>
  );
}
