import { Link } from 'react-router-dom';
import { secondaryButton } from '../../../components/ui/button-styles';
import { Notice } from '../../../components/ui/notice';
import { useTranslation } from '../../../lib/use-translation';

export interface LoadStateProps {
  error: unknown;
  /** The text for a 404; without it a 404 is a failure like any other. */
  notFound?: string;
  /** Where to go instead once loading failed: a record that is gone leaves the page with nothing to do. */
  back?: { to: string; label: string };
}

/** What a management page shows before its data is there: loading, or the failure. */
export function LoadState({ error, notFound, back }: LoadStateProps) {
  const { t } = useTranslation();
  if (!error) return <p aria-busy="true">{t('loading')}</p>;
  const status = (error as { status?: number }).status;
  const text = status === 404 && notFound ? notFound : t('manage.failed');
  if (!back) return <p role="alert">{text}</p>;
  return (
    <Notice testId="load-state">
      <p role="alert">{text}</p>
      <p>
        <Link to={back.to} css={secondaryButton}>
          {back.label}
        </Link>
      </p>
    </Notice>
  );
}
