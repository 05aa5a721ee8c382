import { css } from '@emotion/react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { secondaryButton } from '../../../components/ui/button-styles';
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

/** /manage/settings: change password, notifications and account deletion, one card each. */
export function SettingsCards({ onDeleteAccount }: { onDeleteAccount(): void }) {
  const { t } = useTranslation();
  return (
    <ul css={grid}>
      <li>
        <section css={card}>
          <h2>{t('manage.settings.password.title')}</h2>
          <p>{t('manage.settings.password.text')}</p>
          <div css={cardActions}>
            <Link to={paths.settingsPassword} css={secondaryButton}>
              {t('manage.settings.password.title')}
            </Link>
          </div>
        </section>
      </li>
      <li>
        <section css={card}>
          <h2>{t('manage.settings.notifications.title')}</h2>
          <p>{t('manage.settings.notifications.text')}</p>
          <div css={cardActions}>
            <Link to={paths.settingsNotifications} css={secondaryButton}>
              {t('manage.settings.notifications.title')}
            </Link>
          </div>
        </section>
      </li>
      <li>
        <section css={card}>
          <h2>{t('manage.settings.deleteAccount.title')}</h2>
          <p>{t('manage.settings.deleteAccount.text')}</p>
          <div css={cardActions}>
            <button
              type="button"
              css={secondaryButton}
              onClick={onDeleteAccount}
              data-testid="open-delete-account"
            >
              {t('manage.settings.deleteAccount.open')}
            </button>
          </div>
        </section>
      </li>
    </ul>
  );
}
