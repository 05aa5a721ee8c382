import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { secondaryButton } from './button-styles';

/**
 * 'Erneut versuchen' under a failed load (the searches' label): asks again, e.g. with SWR's `mutate`.
 * While that answer is outstanding it says so and ignores a press; it is never `disabled`, which would drop
 * a keyboard user's focus to the page's start.
 */
export function RetryButton({ retry }: { retry: () => unknown }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      css={secondaryButton}
      aria-busy={busy}
      aria-disabled={busy}
      onClick={() => {
        if (busy) return;
        setBusy(true);
        // Called without arguments: SWR's mutate(undefined) would empty the cache first. A failure again
        // shows in the caller's error state; the button is there for another try.
        void Promise.resolve()
          .then(() => retry())
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
      data-testid="retry"
    >
      {t('search.failed.retry')}
    </button>
  );
}
