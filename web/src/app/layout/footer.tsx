import { css } from '@emotion/react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router-dom';
import site from '../../../content/site.json';
import { paths } from '../../config/paths';
import { clearConsent } from '../../features/consent/lib/consent-store';
import { theme } from '../../styles/theme';

const footer = css`
  margin-top: ${theme.space(6)};
  padding: ${theme.space(3)} ${theme.space(2)} ${theme.space(4)};
  background: ${theme.color.text};
  color: #e8ece9;
  :focus-visible {
    outline-color: #fff;
    box-shadow: none;
  }
`;

const list = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0 ${theme.space(3)};
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 0;
  list-style: none;
  a,
  button {
    display: inline-block;
    min-height: 44px;
    padding: ${theme.space(1.25)} 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
  }
`;

const social = css`
  ${list};
  margin-bottom: ${theme.space(1)};
  font-weight: 600;
`;

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer css={footer} aria-label={t('footer.label')}>
      <ul css={social} aria-label={t('footer.social')}>
        {site.social.map(({ name, url }) => (
          <li key={url}>
            <a href={url} rel="noopener noreferrer me" target="_blank">
              {name}
            </a>
          </li>
        ))}
      </ul>
      <ul css={list}>
        <li>
          <a href={`mailto:${site.contactEmail}`}>
            {t('footer.contact')}: {site.contactEmail}
          </a>
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
        <li>
          <button type="button" onClick={clearConsent}>
            {t('footer.cookieSettings')}
          </button>
        </li>
      </ul>
    </footer>
  );
}
