import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../lib/page-meta';
import { theme } from '../../../styles/theme';

export interface Crumb {
  label: string;
  to?: string;
}

// On a phone the trail takes two or three rows. It breaks only between crumbs, each keeping its '›'; a crumb
// wider than the row breaks between its words, the '›' beside its first line. The page's own crumb is no
// link and so needs no 44 px target: a row holding only it is one line of text high, so the trail reads as
// one block rather than as rows 48 px apart.
const trail = css`
  margin-bottom: ${theme.space(2)};
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0 ${theme.space(0.5)};
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 0.9375rem;
  }
  li {
    display: flex;
    align-items: baseline;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  li + li::before {
    content: '›';
    flex: none;
    margin-right: ${theme.space(0.5)};
    color: ${theme.color.muted};
  }
  li > a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${theme.color.primary};
  }
  [aria-current='page'] {
    color: ${theme.color.muted};
  }
`;

const header = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(1.5)};
  margin-bottom: ${theme.space(2)};
  h1 {
    margin: 0;
  }
`;

/** The trail 'Übersicht › …' (spec section 2); the last crumb is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ label: t('manage.breadcrumbs.cockpit'), to: paths.cockpit }, ...crumbs];
  return (
    <nav css={trail} aria-label={t('manage.breadcrumbs.label')} data-testid="breadcrumbs">
      <ol>
        {all.map((crumb, i) => (
          <li key={`${i}:${crumb.label}`}>
            {i === all.length - 1 || !crumb.to ? (
              <span aria-current={i === all.length - 1 ? 'page' : undefined}>{crumb.label}</span>
            ) : (
              <Link to={crumb.to}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Frame of every management page: breadcrumbs, the page heading (left out where the page's content brings
 * its own, such as a profile preview), optional actions beside it, and the content.
 */
export function ManagePage({
  title,
  crumbs,
  actions,
  showTitle = true,
  children,
}: {
  title: string;
  crumbs: Crumb[];
  actions?: ReactNode;
  showTitle?: boolean;
  children: ReactNode;
}) {
  usePageMeta(title, undefined);
  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      {(showTitle || actions) && (
        <div css={header}>
          {showTitle ? <h1>{title}</h1> : <span />}
          {actions}
        </div>
      )}
      {children}
    </>
  );
}
