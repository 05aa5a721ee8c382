import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router-dom';
import { secondaryButton } from '../../../components/ui/button-styles';
import { Notice } from '../../../components/ui/notice';
import { RetryButton } from '../../../components/ui/retry-button';
import { paths } from '../../../config/paths';
import { usePersonMatchings } from '../api/get-person-matchings';
import { JobMatchingCard } from './job-matching-card';
import { liveNote, matchingGrid } from './matching-list-styles';
import { MoreMatchings } from './more-matchings';
import { useLiveList } from './use-live-list';

/** 'Passende Angebote' of the signed-in person, kept current by the live stream without a reload. */
export function PersonMatchings() {
  const { t } = useTranslation();
  const list = usePersonMatchings();
  const updates = useLiveList(() => list.reload());
  return (
    <>
      <p css={liveNote}>{t('manage.matchings.personLead')}</p>
      <p className="visually-hidden" role="status">
        {updates > 0 ? t('manage.matchings.updated') : ''}
      </p>
      {!list.loaded ? (
        list.error ? (
          <div>
            <p role="alert">{t('manage.failed')}</p>
            <RetryButton retry={list.reload} />
          </div>
        ) : (
          <p aria-busy="true">{t('loading')}</p>
        )
      ) : list.items.length === 0 ? (
        <Notice testId="person-matchings-empty">
          <p>{t('manage.matchings.personEmpty')}</p>
          <p>
            <Link to={paths.managePersonEdit} css={secondaryButton}>
              {t('manage.matchings.personEmptyAction')}
            </Link>
          </p>
        </Notice>
      ) : (
        <>
          <ul css={matchingGrid} data-testid="person-matchings">
            {list.items.map((job) => (
              <li key={job.id}>
                <JobMatchingCard job={job} />
              </li>
            ))}
          </ul>
          <MoreMatchings list={list} noMore={t('search.jobs.noMore')} />
        </>
      )}
    </>
  );
}
