import type { Place } from '../../contracts/profile/place';

export type { Place };

/** Place search restricted to Canada: the built-in gazetteer, or Google Places when configured. */
export interface PlaceSearch {
  search(query: string, locale: 'fr' | 'en'): Promise<Place[]>;
  /** The place of an id a search returned, or null for an unknown or malformed id. */
  resolve(placeId: string, locale: 'fr' | 'en'): Promise<Place | null>;
}
