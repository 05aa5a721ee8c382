import type { IndexData } from '@anpfiff/schemas/api/site';
import { useMemo } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { SelectOption } from '../../lib/selection';

/** The options of the state and function filters, from the index data, with translated function names. */
export function useFilterOptions(indexData: IndexData | undefined) {
  const { t } = useTranslation();
  return useMemo(() => {
    const states: SelectOption[] = (indexData?.states ?? []).map((s) => ({
      code: s.code,
      label: s.name,
      parent: null,
    }));
    const clubFunctions: SelectOption[] = (indexData?.clubFunctions ?? []).map((f) => ({
      code: f.code,
      label: t(`clubFunctions.${f.code}`, { defaultValue: f.name }),
      parent: f.parent,
    }));
    return { states, clubFunctions };
  }, [indexData, t]);
}
