import type { OfferAttributeDto } from '@jobboard/api/contracts/attributes';
import type { OfferDto } from '@jobboard/api/contracts/offers';
import type { CityOption } from '@jobboard/api/services/catalogue/cities';
import { scheduleAttributeId } from '@jobboard/db/schedule-attributes';

const attribute = (
  id: number,
  type: OfferAttributeDto['type'],
  fr: string,
  en: string,
): OfferAttributeDto => ({
  id,
  _id: id,
  type,
  label: { fr, en },
  slug: { fr: fr.toLowerCase(), en: en.toLowerCase() },
});

/** The spec's six schedules (section 3). */
export const storySchedules: OfferAttributeDto[] = [
  attribute(scheduleAttributeId.volunteer, 'schedule', 'Bénévole', 'Volunteer'),
  attribute(scheduleAttributeId.contract, 'schedule', 'Contrat', 'Contract'),
  attribute(scheduleAttributeId.permanent, 'schedule', 'Permanent', 'Permanent'),
  attribute(scheduleAttributeId.temporary, 'schedule', 'Temporaire', 'Temporary'),
  attribute(scheduleAttributeId.partTime, 'schedule', 'Temps partiel', 'Part time'),
  attribute(scheduleAttributeId.fullTime, 'schedule', 'Temps plein', 'Full time'),
];

export const storySpecializations: OfferAttributeDto[] = [
  attribute(101, 'specialization', 'Cuisine', 'Kitchen'),
  attribute(102, 'specialization', 'Service', 'Service'),
  attribute(103, 'specialization', 'Hébergement', 'Lodging'),
];

export const storyCities: CityOption[] = [
  { id: 1, slug: 'montreal', label: 'Montréal', short: true },
  { id: 2, slug: 'laval', label: 'Laval', short: true },
  { id: 3, slug: 'quebec', label: 'Québec', short: true },
  { id: 40, slug: 'rimouski', label: 'Rimouski', short: false },
];

export const storyOffer: OfferDto = {
  id: 42,
  slug: 'cuisinier-ere',
  slugs: { fr: 'cuisinier-ere', en: 'cuisinier-ere' },
  title: 'Cuisinier ou cuisinière',
  language: 'fr',
  primary_language: 'fr',
  contents: { fr: { title: 'Cuisinier ou cuisinière' } },
  is_confidential: false,
  company: {
    id: 7,
    slug: 'chez-marie',
    slugs: { fr: 'chez-marie', en: 'chez-marie' },
    name: 'Bistro Chez Marie',
    name_fr: 'Bistro Chez Marie',
    name_en: null,
    logo: null,
    website: null,
  },
  city: { id: 1, slug: 'montreal', label: 'Montréal' },
  address: null,
  postal_code: null,
  lat: null,
  lng: null,
  salary: null,
  attributes: [storySchedules[5]!, storySpecializations[0]!],
  jobboards: [{ name: 'hospitality' }],
  featured: true,
  featured_until: '2026-12-31T05:00:00.000Z',
  has_applied: false,
  application_count: 0,
  published_at: '2026-05-01T14:00:00.000Z',
  expires_at: null,
  created_at: '2026-05-01T14:00:00.000Z',
};
