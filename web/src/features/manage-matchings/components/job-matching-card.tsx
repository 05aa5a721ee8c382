import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { card, cardFacts } from '../../../components/ui/card-styles';
import { JobBadges } from '../../../components/ui/job-badges';
import { paths } from '../../../config/paths';
import { truncate } from '../../../lib/format';
import type { JobMatching } from '../api/get-person-matchings';
import { MatchingReasons } from './matching-reasons';

/** One of 'Passende Angebote': role, club and place, badges, a preview, the score and the reasons. */
export function JobMatchingCard({ job }: { job: JobMatching }) {
  const { t } = useTranslation();
  const code = job.subClubFunction ?? job.clubFunction;
  const team = [
    job.teamCategory && t(`teamCategories.${job.teamCategory}`, { defaultValue: job.teamCategory }),
    job.teamGender && t(`teamGenders.${job.teamGender}`, { defaultValue: job.teamGender }),
    job.leagueHierarchy.at(-1),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <article css={card} data-testid="job-matching">
      <h2>
        <Link to={paths.job(job.slug)}>{t(`clubFunctions.${code}`, { defaultValue: code })}</Link>
      </h2>
      <p css={cardFacts}>
        <Link to={paths.club(job.clubSlug)}>{job.clubName}</Link> · {job.address.zip} {job.address.city}
        {team && (
          <>
            <br />
            {team}
          </>
        )}
      </p>
      <JobBadges job={job} />
      <p>{truncate(job.description)}</p>
      <MatchingReasons matching={job.matching} />
    </article>
  );
}
