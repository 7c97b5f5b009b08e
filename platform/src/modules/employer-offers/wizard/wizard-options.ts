import type { OfferAttributeDto } from '@jobboard/api/contracts/attributes';
import type { MinimumWageRate } from '@jobboard/api/contracts/employer-offers/quebec-rules';

/** The lists the wizard's selects offer, loaded once on the server with the page. */
export interface WizardOptions {
  companies: { id: number; name: { fr: string | null; en: string | null } }[];
  attributes: OfferAttributeDto[];
  experiences: { id: number; label: { fr: string; en: string } }[];
  cities: { id: number; label: string }[];
  minimumWage: MinimumWageRate;
}

export function companyLabel(
  name: { fr: string | null; en: string | null },
  locale: 'fr' | 'en',
): string {
  const other = locale === 'fr' ? 'en' : 'fr';
  return name[locale] ?? name[other] ?? '';
}
