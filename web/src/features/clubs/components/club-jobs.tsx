import { css } from '@emotion/react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { JobBadges } from '../../../components/ui/job-badges';
import { RetryButton } from '../../../components/ui/retry-button';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { theme } from '../../../styles/theme';
import { useClubJobs } from '../api/get-club-jobs';
import '../../../locales/detail-texts';

// On a touch screen an offer's title is a finger's target (theme.touchReach), within the item's padding.
const list = css`
  display: grid;
  gap: ${theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    padding: ${theme.space(1.5)} ${theme.space(2)};
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius};
    background: ${theme.color.surface};
  }
  h3,
  h4 {
    margin: 0 0 ${theme.space(0.5)};
    font-size: 1.0625rem;
    line-height: 1.2;
  }
  ${theme.media.touch} {
    h3 a,
    h4 a {
      ${theme.touchReach}
    }
  }
  p {
    margin: ${theme.space(0.5)} 0 0;
    color: ${theme.color.muted};
    font-size: 0.9375rem;
  }
`;

/**
 * The open offers of a club, newest first, each linking to its page. `level` is their headings': 4 inside
 * a preview, whose title is an h2. A failed list says so with 'Erneut versuchen', as a detail page does.
 */
export function ClubJobs({ slug, level = 3 }: { slug: string; level?: 3 | 4 }) {
  const { t, i18n } = useTranslation();
  const Heading = `h${level}` as const;
  const { data: jobs, error, mutate } = useClubJobs(slug);
  if (!jobs && error)
    return (
      <div data-testid="club-jobs-failed">
        <p role="alert">{t('detail.failed')}</p>
        <RetryButton retry={() => mutate()} />
      </div>
    );
  if (!jobs) return <p aria-busy="true">{t('loading')}</p>;
  if (jobs.length === 0) return <p>{t('detail.club.noJobs')}</p>;
  return (
    <ul css={list} data-testid="club-jobs">
      {jobs.map((job) => (
        <li key={job.slug}>
          <Heading>
            <Link to={paths.job(job.slug)}>
              {t(`clubFunctions.${job.subClubFunction ?? job.clubFunction}`)}
            </Link>
          </Heading>
          <JobBadges job={job} />
          <p>{t('detail.job.created', { date: formatDate(job.createdAt, i18n.language) })}</p>
        </li>
      ))}
    </ul>
  );
}
