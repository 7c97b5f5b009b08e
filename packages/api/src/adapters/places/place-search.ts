/** A place a candidate can live in, as the profile stores it. */
export interface Place {
  /** Opaque id the adapter can resolve again (the client never sends coordinates itself). */
  place_id: string;
  label: string;
  address: string;
  /** ISO 3166-1 alpha-2; always `CA` (spec section 9: place search restricted to Canada). */
  country: string;
  lat: number;
  lng: number;
}

/** Place search restricted to Canada: the built-in gazetteer, or Google Places when configured. */
export interface PlaceSearch {
  search(query: string, locale: 'fr' | 'en'): Promise<Place[]>;
  /** The place of an id a search returned, or null for an unknown or malformed id. */
  resolve(placeId: string, locale: 'fr' | 'en'): Promise<Place | null>;
}
