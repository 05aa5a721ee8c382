import { css } from '@emotion/react';
import type { OwnJob } from '@anpfiff/schemas/api/profiles';
import { Link } from 'react-router-dom';
import { secondaryButton } from '../../../components/ui/button-styles';
import { card, cardActions, cardFacts } from '../../../components/ui/card-styles';
import { JobBadges } from '../../../components/ui/job-badges';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/use-translation';
import { theme } from '../../../styles/theme';
import { jobRole, jobTeam } from '../../jobs/components/job-text';

// The title is the way to the offer's view (and from there to Löschen): it looks like the link it is,
// unlike the search cards, whose whole card reads as one result.
const ownCard = css`
  h2 a {
    color: ${theme.color.primary};
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  h2 a:hover {
    color: ${theme.color.primaryDark};
  }
`;

/**
 * One of the club's own offers: its role, the team it is for and when it was posted, the badges the public
 * card shows (a club with two trainer offers tells them apart by team and pay), and its matching people.
 */
export function OwnJobCard({ job }: { job: OwnJob }) {
  const { t, i18n } = useTranslation();
  const team = jobTeam(t, job);
  return (
    <article css={[card, ownCard]} data-testid="own-job">
      <h2>
        <Link to={paths.manageJob(job.slug)}>{jobRole(t, job)}</Link>
      </h2>
      <p css={cardFacts} data-testid="own-job-facts">
        {team && (
          <>
            {team}
            <br />
          </>
        )}
        {t('manage.jobs.created', { date: formatDate(job.createdAt, i18n.language) })}
      </p>
      <JobBadges job={job} />
      <p data-testid="own-job-matchings">{t('manage.jobs.matchings', { count: job.matchings })}</p>
      <div css={cardActions}>
        <Link to={paths.manageJobMatchings(job.slug)} css={secondaryButton}>
          {t('manage.actions.matchings')}
        </Link>
        <Link to={paths.manageJobEdit(job.slug)} css={secondaryButton}>
          {t('manage.actions.edit')}
        </Link>
      </div>
    </article>
  );
}
