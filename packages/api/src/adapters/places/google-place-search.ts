import type { PlaceSearch } from './place-search';

const API = 'https://places.googleapis.com/v1';

interface AutocompleteAnswer {
  suggestions?: { placePrediction?: { placeId: string; text?: { text: string } } }[];
}
interface DetailsAnswer {
  id: string;
  formattedAddress?: string;
  displayName?: { text: string };
  location?: { latitude: number; longitude: number };
  addressComponents?: { shortText: string; types: string[] }[];
}

/**
 * Google Places (New) restricted to Canada (spec section 9), used only when a key is configured.
 * Search returns predictions; coordinates come from the details call when a place is chosen.
 */
export function googlePlaceSearch(apiKey: string, fetcher: typeof fetch = fetch): PlaceSearch {
  const headers = (fieldMask: string) => ({
    'content-type': 'application/json',
    'x-goog-api-key': apiKey,
    'x-goog-fieldmask': fieldMask,
  });
  return {
    async search(query, locale) {
      const res = await fetcher(`${API}/places:autocomplete`, {
        method: 'POST',
        headers: headers('suggestions.placePrediction.placeId,suggestions.placePrediction.text'),
        body: JSON.stringify({
          input: query,
          includedRegionCodes: ['ca'],
          languageCode: locale,
          includedPrimaryTypes: ['(cities)'],
        }),
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw new Error(`places autocomplete ${res.status}`);
      const body = (await res.json()) as AutocompleteAnswer;
      // Coordinates are unknown until a prediction is resolved; 0 marks them as such here.
      return (body.suggestions ?? []).flatMap(({ placePrediction: p }) =>
        p
          ? [
              {
                place_id: `google:${p.placeId}`,
                label: p.text?.text ?? '',
                address: p.text?.text ?? '',
                country: 'CA',
                lat: 0,
                lng: 0,
              },
            ]
          : [],
      );
    },
    async resolve(placeId, locale) {
      const id = placeId.startsWith('google:') ? placeId.slice('google:'.length) : '';
      if (!/^[A-Za-z0-9_-]{10,300}$/.test(id)) return null;
      const res = await fetcher(`${API}/places/${id}?languageCode=${locale}`, {
        headers: headers('id,formattedAddress,displayName,location,addressComponents'),
        signal: AbortSignal.timeout(5000),
      });
      if (res.status === 404 || res.status === 400) return null;
      if (!res.ok) throw new Error(`places details ${res.status}`);
      const body = (await res.json()) as DetailsAnswer;
      const country = body.addressComponents?.find((c) => c.types.includes('country'))?.shortText;
      if (country !== 'CA' || !body.location) return null;
      return {
        place_id: placeId,
        label: body.displayName?.text ?? body.formattedAddress ?? '',
        address: body.formattedAddress ?? '',
        country: 'CA',
        lat: body.location.latitude,
        lng: body.location.longitude,
      };
    },
  };
}
