import type { OfferDto } from '@jobboard/api/contracts/offers';
import type { Locale } from '@jobboard/tenancy/board-config';
import { offerPath } from '@jobboard/tenancy/paths';
import { absoluteUrl, summary } from '@/modules/seo/server';
import { escapeXml, rfc822, xmlSafe } from './xml-text';

export interface RssChannel {
  locale: Locale;
  title: string;
  description: string;
  /** The HTML page the feed follows (the search with the same filters). */
  link: string;
  /** The feed's own URL (atom:link rel="self", which validators ask for). */
  self: string;
  origin: string;
}

/** Long enough for a reader's preview; the offer page has the whole text. */
const EXCERPT_CHARS = 400;

const element = (name: string, text: string) => `<${name}>${escapeXml(xmlSafe(text))}</${name}>`;

function item(offer: OfferDto, channel: RssChannel): string {
  const url = absoluteUrl(channel.origin, offerPath(channel.locale, offer));
  const where = [offer.company?.name, offer.city?.label].filter(Boolean).join(' · ');
  const excerpt = summary(offer.description ?? '', EXCERPT_CHARS);
  const categories = offer.attributes
    .filter((a) => a.type === 'specialization' || a.type === 'schedule')
    .map((a) => element('category', a.label[channel.locale]));
  return [
    '<item>',
    element('title', offer.title),
    element('link', url),
    `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
    element('pubDate', rfc822(offer.published_at)),
    element('description', [where, excerpt].filter(Boolean).join(' — ')),
    ...categories,
    '</item>',
  ].join('');
}

/** An RSS 2.0 document of these offers, in the order given (newest first from the search). */
export function rssXml(channel: RssChannel, offers: readonly OfferDto[], now: Date): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', `${channel.locale}-CA`),
    element('lastBuildDate', rfc822(now)),
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...offers.map((offer) => item(offer, channel)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
