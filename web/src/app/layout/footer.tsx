import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { theme } from '../../styles/theme';

const CONTACT_MAIL = 'hallo@anpfiff.ch';

const footer = css`
  margin-top: ${theme.space(6)};
  padding: ${theme.space(3)} ${theme.space(2)};
  background: ${theme.color.text};
  color: #e8ece9;
`;

const list = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space(1)} ${theme.space(3)};
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: ${theme.space(1)} 0;
    color: inherit;
  }
`;

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer css={footer}>
      <ul css={list}>
        <li>
          <a href={`mailto:${CONTACT_MAIL}`}>{t('footer.contact')}</a>
        </li>
        <li>
          <Link to={paths.privacyPolicy}>{t('footer.privacy')}</Link>
        </li>
        <li>
          <Link to={paths.termsAndConditions}>{t('footer.terms')}</Link>
        </li>
        <li>
          <Link to={paths.legalNotice}>{t('footer.legalNotice')}</Link>
        </li>
      </ul>
    </footer>
  );
}
