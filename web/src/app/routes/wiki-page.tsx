import { css } from '@emotion/react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router-dom';
import { primaryButton } from '../../components/ui/button-styles';
import { paths } from '../../config/paths';
import { useContent } from '../../features/content/api/get-content';
import { Markdown } from '../../features/content/components/markdown';
import { useAuthentication } from '../../features/session/api/get-authentication';
import { usePageMeta } from '../../lib/page-meta';
import { theme } from '../../styles/theme';

const cta = css`
  margin-top: ${theme.space(4)};
`;

const REGISTER = {
  club: { to: paths.registerClub, key: 'wiki.registerClub' },
  person: { to: paths.registerPerson, key: 'wiki.registerPerson' },
} as const;

/** The feature pages for clubs and athletes; the register button only for visitors who are signed out. */
export function WikiPage({ kind }: { kind: 'club' | 'person' }) {
  const { t } = useTranslation();
  const { data: page, error } = useContent(`wiki-${kind}`);
  const { data: user, isLoading } = useAuthentication();
  usePageMeta(page?.title, page?.description);
  if (error) return <p role="alert">{t('content.failed')}</p>;
  if (page === undefined) return <p aria-busy="true">{t('loading')}</p>;
  const register = REGISTER[kind];
  return (
    <>
      <Markdown nodes={page.nodes} />
      {!isLoading && !user && (
        <p css={cta}>
          <Link to={register.to} css={primaryButton} data-testid="wiki-register">
            {t(register.key)}
          </Link>
        </p>
      )}
    </>
  );
}
