import type { Job } from '@anpfiff/schemas/api/profiles';
import { Suspense, useState } from 'react';
import { lazyPart } from '../../../lib/lazy-part';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { secondaryButton } from '../../../components/ui/button-styles';
import { card, cardActions, cardFacts } from '../../../components/ui/card-styles';
import { JobBadges } from '../../../components/ui/job-badges';
import { paths } from '../../../config/paths';
import { truncate } from '../../../lib/format';
import { jobRole, jobTeam } from './job-text';

// 'Mehr Infos' loads its modal with the first click, not with the result list.
const Summary = lazyPart(() => import('./job-summary').then((m) => m.JobSummary));

/**
 * A search result: role, club and place, badges, the first 200 characters, 'Mehr Infos' and 'Zum Verein'.
 * `displayName` is the signed-in user's, for the apply mail of 'Mehr Infos'.
 */
export function JobCard({ job, displayName }: { job: Job; displayName: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The modal is created on first use only: twenty closed dialogs would slow down every result page.
  const [used, setUsed] = useState(false);
  const team = jobTeam(t, job);
  return (
    <article css={card} data-testid="job-card">
      <h2>
        <Link to={paths.job(job.slug)}>{jobRole(t, job)}</Link>
      </h2>
      <p css={cardFacts}>
        {job.clubName} · {job.address.zip} {job.address.city}
        {team && (
          <>
            <br />
            {team}
          </>
        )}
      </p>
      <JobBadges job={job} />
      <p data-testid="card-preview">{truncate(job.description)}</p>
      <div css={cardActions}>
        <button
          type="button"
          css={secondaryButton}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
          onPointerEnter={Summary.preload}
          onFocus={Summary.preload}
        >
          {t('search.card.moreInfo')}
        </button>
        <Link to={paths.club(job.clubSlug)} css={secondaryButton}>
          {t('search.card.toClub')}
        </Link>
      </div>
      {used && (
        <Suspense fallback={null}>
          <Summary.Component job={job} displayName={displayName} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </article>
  );
}
