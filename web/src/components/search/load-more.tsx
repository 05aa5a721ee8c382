import { css } from '@emotion/react';
import { useTranslation } from '../../lib/use-translation';
import type { SearchList } from '../../lib/use-search-list';
import { theme } from '../../styles/theme';
import { secondaryButton } from '../ui/button-styles';

const wrap = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space(1.5)};
  margin-top: ${theme.space(3)};
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
`;

/**
 * The load-more button with its four labels and the list's empty messages (spec section 2): 'Laden'
 * while a page loads, then 'Weitere Ergebnisse laden', 'Keine weiteren Ergebnisse' or 'Keine Ergebnisse'.
 * After a failed load it says so and offers to try again, rather than more pages that would fail alike.
 */
export function LoadMore({
  list,
  empty,
  noMore,
}: {
  list: SearchList<unknown>;
  empty: string;
  noMore: string;
}) {
  const { t } = useTranslation();
  const failed = Boolean(list.failed) && !list.loading;
  const label = list.loading
    ? t('search.loadMore.loading')
    : failed
      ? t('search.failed.retry')
      : list.hasMore
        ? t('search.loadMore.more')
        : list.items.length > 0
          ? t('search.loadMore.noMore')
          : t('search.loadMore.none');
  const message = failed
    ? t('search.failed.message')
    : list.loading || list.hasMore || !list.loaded
      ? null
      : list.items.length === 0
        ? empty
        : noMore;
  return (
    <div css={wrap}>
      <p role="status" data-testid="search-message">
        {message}
      </p>
      <button
        type="button"
        css={secondaryButton}
        disabled={list.loading || (!list.hasMore && !failed)}
        aria-busy={list.loading}
        onClick={failed ? list.retry : list.loadMore}
        data-testid="load-more"
      >
        {label}
      </button>
    </div>
  );
}
