import { Link } from 'react-router-dom';
import { secondaryButton } from '../../../components/ui/button-styles';
import { Notice } from '../../../components/ui/notice';
import { RetryButton } from '../../../components/ui/retry-button';
import { useTranslation } from '../../../lib/use-translation';
import { actionRow } from './manage-styles';

export interface LoadStateProps {
  error: unknown;
  /** The text for a 404; without it a 404 is a failure like any other. */
  notFound?: string;
  /** Where to go instead once loading failed: a record that is gone leaves the page with nothing to do. */
  back?: { to: string; label: string };
  /** Asks again (the SWR hook's `mutate`): offered after a failure, not for a record that is gone. */
  retry?: () => unknown;
}

/** What a management page shows before its data is there: loading, or the failure. */
export function LoadState({ error, notFound, back, retry }: LoadStateProps) {
  const { t } = useTranslation();
  if (!error) return <p aria-busy="true">{t('loading')}</p>;
  const status = (error as { status?: number }).status;
  const gone = status === 404 && notFound !== undefined;
  const text = gone ? notFound : t('manage.failed');
  const again = retry && !gone ? <RetryButton retry={retry} /> : null;
  if (!back)
    return (
      <div data-testid="load-state">
        <p role="alert">{text}</p>
        {again}
      </div>
    );
  return (
    <Notice testId="load-state">
      <p role="alert">{text}</p>
      <p css={actionRow}>
        {again}
        <Link to={back.to} css={secondaryButton}>
          {back.label}
        </Link>
      </p>
    </Notice>
  );
}
