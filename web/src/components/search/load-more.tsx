import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
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
  button[aria-disabled='true'],
  button[aria-disabled='true']:hover {
    cursor: not-allowed;
    border-color: ${theme.color.border};
    background: ${theme.color.background};
    color: ${theme.color.muted};
  }
`;

/**
 * The load-more button with its four labels and the list's empty messages (spec section 2): 'Laden'
 * while a page loads, then 'Weitere Ergebnisse laden', 'Keine weiteren Ergebnisse' or 'Keine Ergebnisse'.
 * After a failed load it says so and offers to try again, rather than more pages that would fail alike.
 * After a refusal (422) it offers neither: the same request would be refused again, and the search screen
 * shows the API's own words instead of the end message.
 *
 * The button is never `disabled`: that would drop the focus of a keyboard user to the page's start. It
 * says aria-disabled and ignores a press instead. A page that arrives while it has the focus moves the
 * focus to the first new card's title link, so reading goes on there; an end without new cards moves it
 * to the message that says so. (The list is the element before this one: the search screens' and the
 * matchings' grid of cards with an h2 link each; on the map there is none and the focus stays.)
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
  const button = useRef<HTMLButtonElement>(null);
  const end = useRef<HTMLParagraphElement>(null);
  // How many cards there were when the visitor asked for more, until the answer is there.
  const asked = useRef<number | null>(null);
  const failed = Boolean(list.failed) && !list.loading;
  const refused = Boolean(list.refusal) && !list.loading;
  const active = failed || (list.hasMore && !list.loading);
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
    : refused || list.loading || list.hasMore || !list.loaded
      ? null
      : list.items.length === 0
        ? empty
        : noMore;
  const count = list.items.length;
  useEffect(() => {
    const before = asked.current;
    const here = button.current;
    if (list.loading || before === null || !here) return;
    asked.current = null;
    if (document.activeElement !== here) return;
    const card = here.parentElement?.previousElementSibling?.children[before];
    // Without a new card, an end moves the focus to its message; a failure leaves it on 'Erneut versuchen',
    // a refusal on the button too, as its message is elsewhere (an alert, read out as it appears).
    (card?.querySelector<HTMLElement>('h2 a') ?? (active || refused ? null : end.current))?.focus();
  }, [list.loading, count, active, refused]);
  return (
    <div css={wrap}>
      <p ref={end} role="status" tabIndex={-1} data-testid="search-message">
        {message}
      </p>
      <button
        ref={button}
        type="button"
        css={secondaryButton}
        aria-disabled={!active}
        aria-busy={list.loading}
        onClick={() => {
          if (!active) return;
          asked.current = count;
          if (failed) list.retry?.();
          else list.loadMore();
        }}
        data-testid="load-more"
      >
        {label}
      </button>
    </div>
  );
}
