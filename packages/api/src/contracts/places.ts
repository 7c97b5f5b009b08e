import { z } from '@hono/zod-openapi';
import { NEAR_MAX } from './offer-filter-rules';
import { provinces } from './place-names';

const provinceCodes = provinces.map((p) => p.code) as [
  (typeof provinces)[number]['code'],
  ...(typeof provinces)[number]['code'][],
];

/** A place of the built-in gazetteer of Canada: what a search's `near` names. */
export const gazetteerPlaceSchema = z
  .object({
    /** What `near` takes to search around it: the name and the province, `vancouver-bc`. */
    slug: z.string().openapi({ example: 'vancouver-bc' }),
    name: z.string().openapi({ example: 'Vancouver' }),
    /** Canada Post's symbol of the province or territory. */
    province: z.enum(provinceCodes),
    /** What the autocomplete shows, in both languages: `Vancouver (BC)`. */
    label: z.string().openapi({ example: 'Vancouver (BC)' }),
    lat: z.number(),
    lng: z.number(),
  })
  .openapi('GazetteerPlace');
export type GazetteerPlaceDto = z.infer<typeof gazetteerPlaceSchema>;

export const placesQuery = z.object({
  /** What was typed; folded (accents, case, "St-"/"Saint-"...) before it is compared. */
  q: z.string().max(NEAR_MAX, 'text_too_long').openapi({ example: 'vanc' }),
});

export const placesResponse = z.object({
  /** Up to 8 places for what was typed: exact names, then names starting with it; Quebec first. */
  data: z.array(gazetteerPlaceSchema),
  /**
   * The place an offer search's `near` would search around for this text, or null when it names
   * none (that search is then a 422 on `near`).
   */
  match: gazetteerPlaceSchema.nullable(),
});
export type PlacesResponse = z.infer<typeof placesResponse>;
