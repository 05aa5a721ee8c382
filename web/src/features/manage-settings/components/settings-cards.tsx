import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { secondaryButton } from '../../../components/ui/button-styles';
import { dangerOutlineButton } from '../../../components/ui/danger-button';
import { card, cardActions } from '../../../components/ui/card-styles';
import { paths } from '../../../config/paths';
import { theme } from '../../../styles/theme';

const grid = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** One setting: what it is, a sentence on it, and the button that opens it. */
function SettingsCard({ area, children }: { area: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <li>
      <section css={card}>
        <h2>{t(`manage.settings.${area}.title`)}</h2>
        <p>{t(`manage.settings.${area}.text`)}</p>
        <div css={cardActions}>{children}</div>
      </section>
    </li>
  );
}

/** /manage/settings: change password, notifications and account deletion, one card each. */
export function SettingsCards({ onDeleteAccount }: { onDeleteAccount(): void }) {
  const { t } = useTranslation();
  return (
    <ul css={grid}>
      <SettingsCard area="password">
        <Link to={paths.settingsPassword} css={secondaryButton}>
          {t('manage.settings.password.title')}
        </Link>
      </SettingsCard>
      <SettingsCard area="notifications">
        <Link to={paths.settingsNotifications} css={secondaryButton}>
          {t('manage.settings.notifications.title')}
        </Link>
      </SettingsCard>
      <SettingsCard area="deleteAccount">
        <button
          type="button"
          css={dangerOutlineButton}
          onClick={onDeleteAccount}
          data-testid="open-delete-account"
        >
          {t('manage.settings.deleteAccount.open')}
        </button>
      </SettingsCard>
    </ul>
  );
}
