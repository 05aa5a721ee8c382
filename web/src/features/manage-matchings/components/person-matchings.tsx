import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { secondaryButton } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { usePersonMatchings } from '../api/get-person-matchings';
import { JobMatchingCard } from './job-matching-card';
import { MatchingList } from './matching-list';
import { useLiveList } from './use-live-list';

/** 'Passende Angebote' of the signed-in person, kept current by the live stream without a reload. */
export function PersonMatchings() {
  const { t } = useTranslation();
  const list = usePersonMatchings();
  const updates = useLiveList(() => list.reload(), undefined, list.readAt);
  return (
    <MatchingList
      list={list}
      updates={updates}
      lead={t('manage.matchings.personLead')}
      empty={
        <>
          <p>{t('manage.matchings.personEmpty')}</p>
          <p>
            <Link to={paths.managePersonEdit} css={secondaryButton}>
              {t('manage.matchings.personEmptyAction')}
            </Link>
          </p>
        </>
      }
      noMore={t('search.jobs.noMore')}
      testId="person-matchings"
      itemKey={(job) => job.id}
      renderItem={(job) => <JobMatchingCard job={job} />}
    />
  );
}
