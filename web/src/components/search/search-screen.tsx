import { css } from '@emotion/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import { useTranslation } from '../../lib/use-translation';
import type { MapMarker } from '../map/map-marker';
import type { SearchList } from '../../lib/use-search-list';
import { theme } from '../../styles/theme';
import { resultGrid } from '../ui/card-styles';
import { LoadMore } from './load-more';
import { SearchBox } from './search-box';
import { ViewToggle } from './view-toggle';

// Leaflet is loaded only when someone switches to the map.
const ResultsMap = lazy(() => import('../map/results-map').then((m) => ({ default: m.ResultsMap })));

const header = css`
  margin-bottom: ${theme.space(2)};
  h1 {
    margin: 0 0 ${theme.space(0.5)};
  }
  p {
    margin: 0;
    color: ${theme.color.muted};
  }
`;

const controls = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space(1.5)};
  margin-bottom: ${theme.space(2)};
  ${theme.media.md} {
    grid-template-columns: 2fr repeat(var(--filters), minmax(0, 1fr));
    align-items: end;
  }
`;

// Until the first page is there, the list holds a screen's height, so the load-more button does not
// start in view and jump down when the cards arrive (layout shift).
const reserved = css`
  min-height: 100vh;
`;

const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(1)};
  min-height: 44px;
  margin-bottom: ${theme.space(2)};
  p {
    margin: 0;
    font-weight: 600;
  }
`;

// Refusals are rare: their alert, with the form's warning it reuses, loads when one comes. In the screen's
// chunk it would make that chunk the form pages' source of the warning, and /login load the searches.
const Refusal = lazyPart(() => import('./search-refusal').then((m) => m.SearchRefusal));

/** The id of a refused search's message; the filter fields it names point to it (aria-describedby). */
export const SEARCH_REFUSAL_ID = 'search-refusal';

export interface SearchScreenProps<T> {
  title: string;
  lead: string;
  query: string;
  onQuery(query: string): void;
  /** The filter fields; `filterCount` lays them out beside the search box. */
  filters: ReactNode;
  filterCount: number;
  list: SearchList<T>;
  totalText: (count: number) => string;
  renderItem(item: T): ReactNode;
  itemKey(item: T): string;
  empty: string;
  noMore: string;
  /** With a map: the view and the markers of the loaded items. */
  map?: { view: 'list' | 'map'; onView(view: 'list' | 'map'): void; markers: MapMarker[] };
}

/** The frame of the three search screens: box, filters, count, list or map, load-more. */
export function SearchScreen<T>(props: SearchScreenProps<T>) {
  const { t } = useTranslation();
  const { list, map } = props;
  const showMap = map?.view === 'map';
  const refusal = list.loading ? null : list.refusal;
  return (
    <>
      <div css={header}>
        <h1>{props.title}</h1>
        <p>{props.lead}</p>
      </div>
      <div css={controls} style={{ ['--filters' as string]: props.filterCount }}>
        <SearchBox value={props.query} onChange={props.onQuery} />
        {props.filters}
      </div>
      {/* A refused search (422) shows the API's words instead of results, right under the filters: a
          message in the narrow column of a filter would push the row's other fields out of line. The
          filter it names is marked and points here (SEARCH_REFUSAL_ID). */}
      {refusal && (
        <Suspense fallback={null}>
          <Refusal.Component refusal={refusal} />
        </Suspense>
      )}
      <div css={bar}>
        <p aria-live="polite" data-testid="search-total">
          {list.total !== null && list.loaded ? props.totalText(list.total) : ''}
        </p>
        {map && <ViewToggle view={map.view} onChange={map.onView} />}
      </div>
      {showMap ? (
        <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
          <ResultsMap markers={map.markers} />
        </Suspense>
      ) : (
        <ul
          css={[resultGrid, !list.loaded && reserved]}
          data-testid="search-results"
          aria-busy={list.loading}
        >
          {list.items.map((item) => (
            <li key={props.itemKey(item)}>{props.renderItem(item)}</li>
          ))}
        </ul>
      )}
      <LoadMore list={list as SearchList<unknown>} empty={props.empty} noMore={props.noMore} />
    </>
  );
}
