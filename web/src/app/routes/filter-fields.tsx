import type { SearchFacets } from '@anpfiff/schemas/search/search-document';
import { useTranslation } from '../../lib/use-translation';
import { MultiSelectField } from '../../components/search/multi-select-field';
import { RadiusField } from '../../components/search/radius-field';
import { SEARCH_REFUSAL_ID } from '../../components/search/search-screen';
import { useIndexData } from '../../features/index-data/api/get-index-data';
import type { Refusal } from '../../lib/api-refusal';
import { refusalMessages } from '../../lib/search-refusal';
import type { SearchFilters } from '../../lib/search-params';
import { useFilterOptions } from './filter-options';

interface FilterFieldsProps {
  filters: SearchFilters;
  update: (patch: Partial<SearchFilters>) => void;
  facets: SearchFacets | undefined;
  /** Facet counts are loaded only while a dialog is open. */
  onOpenChange: (open: boolean) => void;
  /** Offers and people filter by club function too; the club directory by state only. */
  withFunctions: boolean;
  /** The search's refusal (422): a field whose parameters it names is marked and points to its message. */
  refusal?: Refusal | null;
}

/** The id of the refusal's message on screen when it names one of `params`. */
const refusedBy = (refusal: Refusal | null | undefined, params: readonly string[]) =>
  refusalMessages(refusal, params).length > 0 ? SEARCH_REFUSAL_ID : undefined;

/**
 * The state (and club function) filters of a search screen, with the facet counts beside the options,
 * and the search radius.
 */
export function FilterFields({
  filters,
  update,
  facets,
  onOpenChange,
  withFunctions,
  refusal,
}: FilterFieldsProps) {
  const { t } = useTranslation();
  const { data: indexData } = useIndexData();
  const { states, clubFunctions } = useFilterOptions(indexData);
  return (
    <>
      <MultiSelectField
        label={t('search.state')}
        options={states}
        value={filters.states}
        counts={facets?.states}
        onChange={(value) => update({ states: value })}
        onOpenChange={onOpenChange}
        refusedBy={refusedBy(refusal, ['states'])}
        testId="filter-states"
      />
      {withFunctions && (
        <MultiSelectField
          label={t('search.clubFunction')}
          options={clubFunctions}
          value={filters.clubFunctions}
          counts={facets?.clubFunctions}
          onChange={(value) => update({ clubFunctions: value })}
          onOpenChange={onOpenChange}
          refusedBy={refusedBy(refusal, ['clubFunctions'])}
          testId="filter-clubFunctions"
        />
      )}
      <RadiusField
        near={filters.near}
        radius={filters.radius}
        onChange={(near, radius) => update({ near, radius })}
        refusedBy={refusedBy(refusal, ['near', 'radius'])}
      />
    </>
  );
}
