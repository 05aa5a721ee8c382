import { distanceKm } from '@anpfiff/core/geo/distance';
import { locatePlace, locateTown, namesTownOf } from '@anpfiff/core/geo/gazetteer';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { Place } from '@anpfiff/schemas/entities/profiles';
import { ValidationError } from '../errors';

export interface AddressValues {
  street?: string;
  zip: string;
  city: string;
}

/**
 * A town this far from its postcode's place is another place: the postcode or the town is mistyped. Rural
 * postcodes cover villages a good 10 km from the town they are named after, so the line sits well beyond.
 */
const MISMATCH_KM = 30;

/**
 * Places an address on the map (state and coordinates, for filters, search radius and matching). The town
 * is kept as the user wrote it; a postcode nobody knows is a field error rather than a point in the void.
 * So is a town that is known to lie elsewhere ("8001 Genf"): the address would read Genf while every
 * search and matching placed it in Zürich. A town the gazetteer does not know is taken on trust, and so
 * is one that names the postcode's own town in any form, though the name alone means a bigger namesake
 * ("15230 Frankfurt" is Frankfurt (Oder), not Frankfurt am Main).
 */
export function locateAddress(country: Country, address: AddressValues, field = 'address.zip'): Place {
  const place = locatePlace(country, address.zip, address.city);
  if (!place) throw new ValidationError({ [field]: ['Diese Postleitzahl kennen wir nicht.'] });
  const town = namesTownOf(country, address.zip, address.city)
    ? null
    : locateTown(country, address.city).place;
  if (town && distanceKm(town, place) > MISMATCH_KM) {
    const own = locatePlace(country, address.zip)?.city;
    const message = `Der Ort passt nicht zur Postleitzahl ${address.zip}${own ? ` (${own})` : ''}.`;
    throw new ValidationError({ [field.replace(/zip$/, 'city')]: [message] });
  }
  return {
    ...(address.street ? { street: address.street } : {}),
    zip: address.zip,
    city: address.city,
    state: place.state,
    lat: place.lat,
    lon: place.lon,
  };
}
