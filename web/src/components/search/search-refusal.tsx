import { type Refusal, refusalTexts } from '../../lib/api-refusal';
import { useTranslation } from '../../lib/use-translation';
import { FormAlert } from '../form/form-alert';
import { SEARCH_REFUSAL_ID } from './search-screen';

/** A refused search's (422) words from the API, in the warning the forms show theirs in. */
export function SearchRefusal({ refusal }: { refusal: Refusal }) {
  const { t } = useTranslation();
  return (
    <FormAlert id={SEARCH_REFUSAL_ID} testId={SEARCH_REFUSAL_ID}>
      {refusalTexts(refusal, t('search.failed.message')).join(' ')}
    </FormAlert>
  );
}
