import { useTranslation } from '../../../lib/use-translation';
import { Notice } from '../../../components/ui/notice';
import { RetryButton } from '../../../components/ui/retry-button';
import { useJobMatchings } from '../api/get-job-matchings';
import { liveNote, matchingGrid } from './matching-list-styles';
import { PersonMatchingCard } from './person-matching-card';
import { MoreMatchings } from './more-matchings';
import { useLiveList } from './use-live-list';

/**
 * The people matching one offer of the club. While the page is open, a person who newly fits appears by
 * itself: the live stream announces the change and the list is fetched again.
 */
export function JobMatchings({ slug, jobId }: { slug: string; jobId?: string }) {
  const { t } = useTranslation();
  const list = useJobMatchings(slug);
  const updates = useLiveList(
    () => list.reload(),
    (change) => !jobId || change.jobId === jobId,
  );
  return (
    <>
      <p css={liveNote}>{t('manage.matchings.jobLead')}</p>
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
        <Notice testId="job-matchings-empty">
          <p>{t('manage.matchings.jobEmpty')}</p>
        </Notice>
      ) : (
        <>
          <ul css={matchingGrid} data-testid="job-matchings">
            {list.items.map((person) => (
              <li key={person.slug}>
                <PersonMatchingCard person={person} />
              </li>
            ))}
          </ul>
          <MoreMatchings list={list} noMore={t('search.people.noMore')} />
        </>
      )}
    </>
  );
}
