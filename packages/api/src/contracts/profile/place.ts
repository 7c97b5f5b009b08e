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
