import type { SearchFacets } from '@anpfiff/schemas/search/search-document';
import { useTranslation } from '../../lib/use-translation';
import { MultiSelectField } from '../../components/search/multi-select-field';
import { RadiusField } from '../../components/search/radius-field';
import { useIndexData } from '../../features/index-data/api/get-index-data';
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
}

/**
 * The state (and club function) filters of a search screen, with the facet counts beside the options,
 * and the search radius.
 */
export function FilterFields({ filters, update, facets, onOpenChange, withFunctions }: FilterFieldsProps) {
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
          testId="filter-clubFunctions"
        />
      )}
      <RadiusField
        near={filters.near}
        radius={filters.radius}
        onChange={(near, radius) => update({ near, radius })}
      />
    </>
  );
}
