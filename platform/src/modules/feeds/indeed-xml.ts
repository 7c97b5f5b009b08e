import type { OfferDto } from '@jobboard/api/contracts/offers';
import { scheduleAttributeId } from '@jobboard/db/schedule-attributes';
import type { Locale } from '@jobboard/tenancy/board-config';
import { offerPath } from '@jobboard/tenancy/paths';
import { absoluteUrl } from '@/modules/seo/server';
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

/** The format's job types; schedules with no counterpart (permanent, volunteer) say nothing. */
const jobTypes: Readonly<Record<number, string>> = {
  [scheduleAttributeId.fullTime]: 'fulltime',
  [scheduleAttributeId.partTime]: 'parttime',
  [scheduleAttributeId.contract]: 'contract',
  [scheduleAttributeId.temporary]: 'temporary',
};

/**
 * Offers keep no postal code of their own; many street addresses end with one (A1A 1A1), and
 * it is given only then. Confidential offers have no address, so never one.
 */
const postalCodePattern =
  /\b([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])\s?(\d[ABCEGHJ-NPRSTV-Z]\d)\b/i;

export function postalCode(address: string | null): string | null {
  const match = address ? postalCodePattern.exec(address) : null;
  return match ? `${match[1]} ${match[2]}`.toUpperCase() : null;
}

export function jobType(offer: OfferDto): string | null {
  const types = new Set(offer.attributes.map((a) => jobTypes[a.id]).filter(Boolean));
  return types.size > 0 ? [...types].join(', ') : null;
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
    field('postalcode', postalCode(offer.address)),
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
