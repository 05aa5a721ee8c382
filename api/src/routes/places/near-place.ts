import { locatePlace, locateTown, withoutEnvelopePrefix } from '@anpfiff/core/geo/gazetteer';
import type { NearPlace } from '@anpfiff/schemas/api/places';
import type { Country } from '@anpfiff/schemas/catalogues/countries';
import { AMBIGUOUS_PLACE, UNKNOWN_PLACE } from '@anpfiff/schemas/search/search-query';

const COORDINATES = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/;

/**
 * Where `near` points: "lat,lon", a postcode of the site's country (optionally followed by the town,
 * which picks among towns sharing the postcode), or a town's name alone. The refusal's message when it
 * names no place we know, or a name that several places far apart carry. `near` of the answer is how to
 * write the place back: the postcode with its town ("8001 Zürich"), or the town's own name ("Zürich"
 * for "zuerich"), so a search kept in an address shows the place as the gazetteer names it.
 */
export function placeOfNear(country: Country, near: string): NearPlace | string {
  const typed = near.trim();
  const coordinates = COORDINATES.exec(typed);
  if (coordinates) {
    const lat = Number(coordinates[1]);
    const lon = Number(coordinates[2]);
    if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return UNKNOWN_PLACE;
    return { near: `${lat},${lon}`, lat, lon, city: null, zip: null, state: null, approximate: false };
  }
  // "CH 8001", "CH-8001" and "D-80331" name the postcode with its country, as letters are often addressed.
  const written = withoutEnvelopePrefix(typed);
  if (!/^\d/.test(written)) {
    const town = locateTown(country, written);
    if (!town.place) return town.ambiguous ? AMBIGUOUS_PLACE : UNKNOWN_PLACE;
    const { city, state, lat, lon, approximate } = town.place;
    // The town's own name, when it leads back here (an alias may be unique where the name is not).
    const own = locateTown(country, city).place;
    const named = own?.lat === lat && own.lon === lon ? city : written;
    return { near: named, city, zip: null, state, lat, lon, approximate };
  }
  const [zip = '', ...words] = written.split(/\s+/);
  const townTyped = words.join(' ');
  const place = locatePlace(country, zip, townTyped || undefined);
  if (!place) return UNKNOWN_PLACE;
  const { city, state, lat, lon, approximate } = place;
  // An unknown postcode keeps what was typed: its town is only the region's guess.
  const named = approximate ? [place.zip, townTyped].filter(Boolean).join(' ') : `${place.zip} ${city}`;
  return { near: named, city, zip: place.zip, state, lat, lon, approximate };
}
