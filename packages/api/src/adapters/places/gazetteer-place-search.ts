import { foldPlaceName } from '../../contracts/place-names';
import {
  resolvePlace,
  suggestPlaces,
  type GazetteerPlace,
} from '../../services/catalogue/canada-places';
import type { Place, PlaceSearch } from './place-search';

const PREFIX = 'ca-place:';
/** The ids of the Quebec-only gazetteer before it (a slug of the cities table), still read. */
const LEGACY_PREFIX = 'qc-city:';

function toPlace(place: GazetteerPlace): Place {
  return {
    place_id: `${PREFIX}${place.slug}`,
    label: place.label,
    address: `${place.name}, ${place.province}, Canada`,
    country: 'CA',
    lat: place.lat,
    lng: place.lng,
  };
}

/**
 * The embedded default: the gazetteer of Canada's cities (services/catalogue/canada-places.ts),
 * searched in memory. Its suggestions: exact names, then names starting with the text, then names
 * with a word starting with it, Quebec's places first.
 */
export function gazetteerPlaceSearch(): PlaceSearch {
  return {
    search(query) {
      return Promise.resolve(suggestPlaces(query).map(toPlace));
    },
    resolve(placeId) {
      let place: GazetteerPlace | null = null;
      if (placeId.startsWith(PREFIX)) {
        const slug = placeId.slice(PREFIX.length);
        const found = resolvePlace(slug);
        place = found?.slug === slug ? found : null;
      } else if (placeId.startsWith(LEGACY_PREFIX)) {
        // A Quebec city's slug ("saint-jerome"): its name, folded, in Quebec.
        const name = foldPlaceName(placeId.slice(LEGACY_PREFIX.length));
        const found = name ? resolvePlace(`${name} qc`) : null;
        place = found?.province === 'QC' ? found : null;
      }
      return Promise.resolve(place ? toPlace(place) : null);
    },
  };
}
