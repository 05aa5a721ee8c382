import { usePlaceSuggestions } from '../../features/places/api/get-place-suggestions';
import type { FieldContext } from './form-field';
import { valueAt } from './form-values';
import { textOf, townListId } from './input-props';

// A whole Swiss (4 digits) or German (5 digits) postcode; the API answers for the site's country only.
const WHOLE_POSTCODE = /^\d{4,5}$/;

/**
 * The towns of the postcode typed in an address group: offered in the Ort field as it is typed, and the
 * first filled in while the Ort field is still empty, as most forms of the two countries do. A town
 * already written is never replaced: the address keeps what its owner wrote.
 */
export function AddressTowns({ path, ctx }: { path: string; ctx: FieldContext }) {
  const zip = textOf(valueAt(ctx.values, `${path}.zip`)).trim();
  // Filled in when the answer arrives, not when it renders: a town emptied afterwards stays empty.
  const { data } = usePlaceSuggestions(WHOLE_POSTCODE.test(zip) ? zip : '', (places) => {
    const town = places.find((place) => place.zip === zip)?.city;
    const city = textOf(valueAt(ctx.values, `${path}.city`));
    if (town && city.trim() === '') ctx.onFieldChange(`${path}.city`, town);
  });
  const towns = [...new Set((data ?? []).filter((place) => place.zip === zip).map((place) => place.city))];
  return (
    <datalist id={townListId(`${ctx.idPrefix}-${path.replaceAll('.', '-')}-city`)}>
      {towns.map((town) => (
        <option key={town} value={town} />
      ))}
    </datalist>
  );
}
