import type { ReactNode } from 'react';
import { Notice } from '../../../components/ui/notice';
import { RetryButton } from '../../../components/ui/retry-button';
import type { SearchList } from '../../../lib/use-search-list';
import { useTranslation } from '../../../lib/use-translation';
import { liveNote, matchingGrid } from './matching-list-styles';
import { MoreMatchings } from './more-matchings';

interface MatchingListProps<T> {
  list: SearchList<T> & { error: unknown; reload(): unknown };
  /** How many reloads the live stream caused (useLiveList): each is announced to screen readers. */
  updates: number;
  lead: string;
  /** The notice's content when nothing matches. */
  empty: ReactNode;
  noMore: string;
  testId: string;
  itemKey(item: T): string;
  renderItem(item: T): ReactNode;
}

/** A live matchings list: its lead, loading or failure with a retry, the empty notice, cards, load-more. */
export function MatchingList<T>(props: MatchingListProps<T>) {
  const { t } = useTranslation();
  const { list } = props;
  return (
    <>
      <p css={liveNote}>{props.lead}</p>
      <p className="visually-hidden" role="status">
        {props.updates > 0 ? t('manage.matchings.updated') : ''}
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
        <Notice testId={`${props.testId}-empty`}>{props.empty}</Notice>
      ) : (
        <>
          <ul css={matchingGrid} data-testid={props.testId}>
            {list.items.map((item) => (
              <li key={props.itemKey(item)}>{props.renderItem(item)}</li>
            ))}
          </ul>
          <MoreMatchings list={list} noMore={props.noMore} />
        </>
      )}
    </>
  );
}
