import { LoadMore } from '../../../components/search/load-more';
import { PAGE_SIZE, type SearchList } from '../../../lib/use-search-list';

/**
 * The searches' load-more button under a matchings list, once the list is longer than one page, or after
 * a failed load, to say so and offer to try again.
 */
export function MoreMatchings({ list, noMore }: { list: SearchList<unknown>; noMore: string }) {
  if ((list.total ?? 0) <= PAGE_SIZE && !list.hasMore && !list.failed) return null;
  return <LoadMore list={list} empty="" noMore={noMore} />;
}
