/** A result on the map: where it is, what it is called and where its page is. */
export interface MapMarker {
  id: string;
  lat: number;
  lon: number;
  title: string;
  subtitle: string;
  href: string;
}

/**
 * The position of a search card. The search API may send it as `location: {lat, lon}` or as `lat`/`lon`;
 * cards without one are left off the map.
 */
export function positionOf(card: object): { lat: number; lon: number } | null {
  const record = card as { location?: { lat?: unknown; lon?: unknown } | null; lat?: unknown; lon?: unknown };
  const lat = record.location?.lat ?? record.lat;
  const lon = record.location?.lon ?? record.lon;
  return typeof lat === 'number' && typeof lon === 'number' ? { lat, lon } : null;
}

/** The markers of the loaded results that have a position; `describe` names each and links its page. */
export function markersOf<T extends object>(
  items: readonly T[],
  describe: (item: T) => Omit<MapMarker, 'lat' | 'lon'>,
): MapMarker[] {
  return items.flatMap((item) => {
    const at = positionOf(item);
    return at ? [{ ...describe(item), ...at }] : [];
  });
}
