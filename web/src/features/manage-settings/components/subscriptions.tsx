import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { secondaryButton } from '../../../components/ui/button-styles';
import { card } from '../../../components/ui/card-styles';
import { theme } from '../../../styles/theme';
import { useNotificationSettings } from '../api/get-notification-settings';
import { checkingSession } from '../../session/lib/session-check';
import { updateNotificationSettings } from '../api/update-notification-settings';

const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(1.5)};
`;

/**
 * The mails a member receives, each with its state and a one-click switch; today that is the weekly
 * mail. Reached from the link in that mail, so the page says plainly whether it is on.
 */
export function Subscriptions() {
  const { t } = useTranslation();
  const { data, error } = useNotificationSettings();
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle');
  if (!data) return error ? <p role="alert">{t('manage.failed')}</p> : <p aria-busy="true">{t('loading')}</p>;
  const on = data.weeklyJobUpdate;
  const saving = state === 'saving';
  return (
    <section css={card}>
      <div css={row}>
        <div>
          <h2>{t('manage.subscriptions.weekly')}</h2>
          {/* A status: a screen reader says the new state once the switch is through. */}
          <p role="status" data-testid="weekly-subscription-state">
            {on ? t('manage.subscriptions.subscribed') : t('manage.subscriptions.unsubscribed')}
          </p>
        </div>
        {/* Not disabled while it saves: that would drop the focus of whoever pressed it to the page's
            start. It says it is busy and ignores a press instead. */}
        <button
          type="button"
          css={secondaryButton}
          aria-disabled={saving}
          aria-busy={saving}
          onClick={() => {
            if (saving) return;
            setState('saving');
            checkingSession(updateNotificationSettings({ weeklyJobUpdate: !on })).then(
              () => setState('idle'),
              () => setState('failed'),
            );
          }}
        >
          {on ? t('manage.subscriptions.unsubscribe') : t('manage.subscriptions.subscribe')}
        </button>
      </div>
      {state === 'failed' && <p role="alert">{t('manage.unexpected')}</p>}
    </section>
  );
}
