import type { OfferDto } from '@jobboard/api/contracts/offers';
import { scheduleAttributeId } from '@jobboard/db/schedule-attributes';
import type { Locale } from '@jobboard/tenancy/board-config';
import { offerPath } from '@jobboard/tenancy/paths';
import { absoluteUrl, offerPostalCode } from '@/modules/seo/server';
import { cdata, escapeXml, rfc822, xmlSafe } from './xml-text';

export interface IndeedSource {
  locale: Locale;
  publisher: string;
  origin: string;
  /** What stands for the employer of a confidential offer (the format requires a company). */
  confidentialCompany: string;
  /** The offer's pay as one line, or null when it states none. */
  salary: (offer: OfferDto) => string | null;
}

/**
 * Indeed's `<jobtype>` takes one value of its list (fulltime, parttime, contract, internship,
 * temporary). An offer carries any number of the six schedules, so one is chosen by this rule:
 *
 * 1. how long the job lasts first, because a candidate after a lasting job must not be misled:
 *    contract, then temporary;
 * 2. then how many hours: fulltime, then parttime;
 * 3. an offer with none of those (only "Permanent", which says how long but not how many hours,
 *    or no schedule at all) is posted as fulltime, what most permanent posts are. "Volunteer"
 *    has no counterpart and never comes with pay, which every offer states.
 */
const jobTypeRule: readonly (readonly [number, string])[] = [
  [scheduleAttributeId.contract, 'contract'],
  [scheduleAttributeId.temporary, 'temporary'],
  [scheduleAttributeId.fullTime, 'fulltime'],
  [scheduleAttributeId.partTime, 'parttime'],
];
const defaultJobType = 'fulltime';

export function jobType(offer: Pick<OfferDto, 'attributes'>): string {
  const ids = new Set(offer.attributes.map((a) => a.id));
  return jobTypeRule.find(([id]) => ids.has(id))?.[1] ?? defaultJobType;
}

const field = (name: string, value: string | null | undefined) =>
  value ? `<${name}>${cdata(xmlSafe(value))}</${name}>` : '';

function job(offer: OfferDto, source: IndeedSource): string {
  return [
    '<job>',
    field('title', offer.title),
    field('date', rfc822(offer.published_at)),
    field('referencenumber', String(offer.id)),
    field('url', absoluteUrl(source.origin, offerPath(source.locale, offer))),
    field('company', offer.company?.name ?? source.confidentialCompany),
    field('city', offer.city?.label),
    field('state', 'QC'),
    field('country', 'CA'),
    // Never for a confidential offer: the DTO carries no address or postal code for it.
    field('postalcode', offerPostalCode(offer)),
    // The format takes HTML here; the description is the offer's sanitized rich text.
    field('description', offer.description ?? offer.title),
    field('salary', source.salary(offer)),
    field('jobtype', jobType(offer)),
    '</job>',
  ].join('');
}

/** The widely used Indeed XML format: one `<source>` with a `<job>` per live offer. */
export function indeedXml(source: IndeedSource, offers: readonly OfferDto[], now: Date): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<source>',
    `<publisher>${escapeXml(source.publisher)}</publisher>`,
    `<publisherurl>${escapeXml(source.origin)}</publisherurl>`,
    `<lastBuildDate>${rfc822(now)}</lastBuildDate>`,
    ...offers.map((offer) => job(offer, source)),
    '</source>',
    '',
  ].join('\n');
}
