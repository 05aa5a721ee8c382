import type { Job } from '@anpfiff/schemas/api/profiles';
import { lazyPart } from '../../../lib/lazy-part';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { CardActions } from '../../../components/search/card-actions';
import { card, cardFacts } from '../../../components/ui/card-styles';
import { JobBadges } from '../../../components/ui/job-badges';
import { paths } from '../../../config/paths';
import { distanceSuffix, truncate } from '../../../lib/format';
import { jobRole, jobTeam } from './job-text';

// 'Mehr Infos' loads its modal with the first click, not with the result list.
const Summary = lazyPart(() => import('./job-summary').then((m) => m.JobSummary));

/**
 * A search result: role, club and place, badges, the first 200 characters, 'Mehr Infos' and 'Zum Verein'.
 * `displayName` is the signed-in user's, for the apply mail of 'Mehr Infos'.
 */
export function JobCard({ job, displayName }: { job: Job; displayName: string | null }) {
  const { t, i18n } = useTranslation();
  const team = jobTeam(t, job);
  return (
    <article css={card} data-testid="job-card">
      <h2>
        <Link to={paths.job(job.slug)}>{jobRole(t, job)}</Link>
      </h2>
      <p css={cardFacts}>
        {job.clubName} · {job.address.zip} {job.address.city}
        {distanceSuffix(job, i18n.language)}
        {team && (
          <>
            <br />
            {team}
          </>
        )}
      </p>
      <JobBadges job={job} />
      <p data-testid="card-preview">{truncate(job.description)}</p>
      <CardActions
        preload={Summary.preload}
        summary={(open, onClose) => (
          <Summary.Component job={job} displayName={displayName} open={open} onClose={onClose} />
        )}
        to={paths.club(job.clubSlug)}
        linkText={t('search.card.toClub')}
      />
    </article>
  );
}
