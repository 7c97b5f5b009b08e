import type { OfferDto } from '@jobboard/api/contracts/offers';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { companyPath, offerPath } from '@jobboard/tenancy/paths';
import { absoluteUrl } from './canonical-url';
import { employmentTypes } from './employment-type';

const confidentialName = { fr: 'Confidentiel', en: 'Confidential' };
const salaryUnits = { hour: 'HOUR', week: 'WEEK', year: 'YEAR' } as const;

export interface JobPostingInput {
  offer: OfferDto;
  board: BoardConfig;
  /** The language of the page the JSON-LD sits on. */
  locale: Locale;
  /** The board's public origin. */
  origin: string;
  /** The offer's canonical URL, when not this page (its home board's, see offerCanonical). */
  url?: string;
}

export type JsonLd = Record<string, unknown>;

/**
 * A Canadian postal code (A1A 1A1, letters D F I O Q U never used) inside a free-text address:
 * offers saved before the postal code had its own field, and Google Places addresses, end with
 * one.
 */
const canadianPostalCode =
  /\b([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)\b/i;

export function postalCodeIn(address: string | null): string | null {
  const match = address ? canadianPostalCode.exec(address) : null;
  return match ? `${match[1]} ${match[2]}`.toUpperCase() : null;
}

/** The offer's postal code: its own field, else one written in its address. */
export function offerPostalCode(offer: Pick<OfferDto, 'postal_code' | 'address'>): string | null {
  return offer.postal_code ?? postalCodeIn(offer.address);
}

const httpUrl = (text: string | null | undefined): string | null => {
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

/**
 * schema.org JobPosting for an offer page (Google's required and recommended properties). A
 * confidential offer is published under "Confidential": the DTO already carries no company,
 * address or position for it, and nothing here reaches for them.
 */
export function jobPostingJsonLd({
  offer,
  board,
  locale,
  origin,
  ...input
}: JobPostingInput): JsonLd {
  const url = input.url ?? absoluteUrl(origin, offerPath(locale, offer));
  const company = offer.is_confidential ? null : offer.company;
  const hiringOrganization: JsonLd = company
    ? {
        '@type': 'Organization',
        name: company.name,
        // The employer's own site identifies it best; its page on this board otherwise.
        sameAs: httpUrl(company.website) ?? absoluteUrl(origin, companyPath(locale, company)),
        // A stored logo may be a path on this board or already absolute (a storage host).
        ...(company.logo ? { logo: new URL(company.logo, `${origin}/`).href } : {}),
      }
    : { '@type': 'Organization', name: confidentialName[locale] };
  const postalCode = offer.is_confidential ? null : offerPostalCode(offer);
  const address: JsonLd = {
    '@type': 'PostalAddress',
    ...(!offer.is_confidential && offer.address ? { streetAddress: offer.address } : {}),
    ...(offer.city ? { addressLocality: offer.city.label } : {}),
    ...(postalCode ? { postalCode } : {}),
    addressRegion: 'QC',
    addressCountry: 'CA',
  };
  const types = employmentTypes(offer.attributes.map((a) => a.id));
  const salary = offer.salary;
  const hasSalary = salary !== null && (salary.min !== null || salary.max !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: offer.title,
    description: offer.description || offer.title,
    datePosted: offer.published_at,
    ...(offer.expires_at ? { validThrough: offer.expires_at } : {}),
    ...(types.length ? { employmentType: types.length === 1 ? types[0] : types } : {}),
    hiringOrganization,
    jobLocation: { '@type': 'Place', address },
    ...(hasSalary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'CAD',
            value: {
              '@type': 'QuantitativeValue',
              ...(salary.min !== null ? { minValue: salary.min } : {}),
              ...(salary.max !== null ? { maxValue: salary.max } : {}),
              unitText: salaryUnits[salary.period as keyof typeof salaryUnits] ?? 'YEAR',
            },
          },
        }
      : {}),
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: board.name[locale], value: String(offer.id) },
    url,
    inLanguage: `${offer.language}-CA`,
  };
}
