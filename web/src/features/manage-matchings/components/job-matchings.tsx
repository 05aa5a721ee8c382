import { useTranslation } from '../../../lib/use-translation';
import { useJobMatchings } from '../api/get-job-matchings';
import { MatchingList } from './matching-list';
import { PersonMatchingCard } from './person-matching-card';
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
    list.readAt,
  );
  return (
    <MatchingList
      list={list}
      updates={updates}
      lead={t('manage.matchings.jobLead')}
      empty={<p>{t('manage.matchings.jobEmpty')}</p>}
      noMore={t('search.people.noMore')}
      testId="job-matchings"
      itemKey={(person) => person.slug}
      renderItem={(person) => <PersonMatchingCard person={person} />}
    />
  );
}
