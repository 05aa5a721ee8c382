import { css } from '@emotion/react';
import type { Stats } from '@anpfiff/schemas/api/stats';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatCount } from '../../../lib/format';
import { theme } from '../../../styles/theme';
import { useStats } from '../api/get-stats';

const COUNTERS: readonly { key: keyof Stats; to: string }[] = [
  { key: 'totalClubProfileCount', to: paths.clubs },
  { key: 'totalJobOfferCount', to: paths.jobs },
  { key: 'motivatedPersonProfileCount', to: paths.people },
  { key: 'totalPersonProfileCount', to: paths.people },
];

const grid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 768px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const card = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(0.5)};
  height: 100%;
  padding: ${theme.space(2)};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow};
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    outline: 2px solid ${theme.color.primary};
  }
`;

const number = css`
  font-size: clamp(1.75rem, 6vw, 2.5rem);
  font-weight: 800;
  color: ${theme.color.primary};
  font-variant-numeric: tabular-nums;
`;

/** The four counters of the home page; each links to the list it counts. */
export function StatCounters() {
  const { t, i18n } = useTranslation();
  const { data } = useStats();
  return (
    <ul css={grid} aria-label={t('home.countersLabel')}>
      {COUNTERS.map(({ key, to }) => (
        <li key={key}>
          <Link to={to} css={card}>
            <span css={number} data-testid={`stat-${key}`} aria-busy={data === undefined}>
              {data ? formatCount(data[key], i18n.language) : '–'}
            </span>
            <span>{t(`stats.${key}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
