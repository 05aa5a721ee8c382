import { locatePlace } from '@anpfiff/core/geo/gazetteer';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import type { Place } from '@anpfiff/schemas/entities/profiles';
import { ValidationError } from '../errors';

export interface AddressValues {
  street?: string;
  zip: string;
  city: string;
}

/**
 * Places an address on the map (state and coordinates, for filters and search radius). The town is kept
 * as the user wrote it; a postcode nobody knows is a field error rather than a point in the void.
 */
export function locateAddress(country: Country, address: AddressValues, field = 'address.zip'): Place {
  const place = locatePlace(country, address.zip, address.city);
  if (!place) throw new ValidationError({ [field]: ['Diese Postleitzahl kennen wir nicht.'] });
  return {
    ...(address.street ? { street: address.street } : {}),
    zip: address.zip,
    city: address.city,
    state: place.state,
    lat: place.lat,
    lon: place.lon,
  };
}
