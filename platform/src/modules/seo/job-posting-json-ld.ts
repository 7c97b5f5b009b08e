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
}

export type JsonLd = Record<string, unknown>;

/**
 * schema.org JobPosting for an offer page (Google's required and recommended properties). A
 * confidential offer is published under "Confidential": the DTO already carries no company,
 * address or position for it, and nothing here reaches for them.
 */
export function jobPostingJsonLd({ offer, board, locale, origin }: JobPostingInput): JsonLd {
  const url = absoluteUrl(origin, offerPath(locale, offer));
  const company = offer.is_confidential ? null : offer.company;
  const hiringOrganization: JsonLd = company
    ? {
        '@type': 'Organization',
        name: company.name,
        sameAs: absoluteUrl(origin, companyPath(locale, company)),
        ...(company.logo ? { logo: absoluteUrl(origin, company.logo) } : {}),
      }
    : { '@type': 'Organization', name: confidentialName[locale] };
  const address: JsonLd = {
    '@type': 'PostalAddress',
    ...(!offer.is_confidential && offer.address ? { streetAddress: offer.address } : {}),
    ...(offer.city ? { addressLocality: offer.city.label } : {}),
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
