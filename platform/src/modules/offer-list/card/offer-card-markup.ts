import type { OfferDto } from '@jobboard/api/contracts/offers';
import type { Locale } from '@jobboard/tenancy/board-config';
import { cx, ui } from '@/modules/plain-ui';
import { markup, type SafeHtml } from '@/modules/static-markup';
import { freshnessHtml } from '../freshness/freshness-markup';
import { numberFormat } from '../text/intl-cache';
import { formatMessage } from '../text/message-format';
import type { OfferCardText } from '../text/offer-card-text';
import { salaryText } from './salary-text';
import styles from './offer-card.module.css';

export interface OfferCardContentProps {
  offer: OfferDto;
  locale: Locale;
  text: OfferCardText;
  now: Date;
  headingLevel: 'h2' | 'h3';
}

/**
 * What a card's link holds: title, company and city, pay, chips and freshness. It is the same
 * for every viewer and has nothing to hydrate, so it is written as markup: a page of 20 cards
 * was some 350 elements that React rendered twice a request (HTML and flight data), about a
 * fifth of an uncached list page's render (issue 44).
 */
export function offerCardContentHtml({
  offer,
  locale,
  text,
  now,
  headingLevel,
}: OfferCardContentProps): SafeHtml {
  const number = (n: number, options?: Intl.NumberFormatOptions) =>
    numberFormat(locale, options).format(n);
  const pay = salaryText(
    offer.salary,
    (key, values = {}) =>
      key.startsWith('periods.')
        ? text.salary.periods[key.slice(8) as 'hour' | 'week' | 'year']
        : formatMessage(text.salary[key as 'salaryRange'], values, locale),
    number,
  );
  const company = offer.company?.name || text.confidential;
  const place = [
    company,
    offer.city?.label,
    offer.distance_km !== undefined
      ? formatMessage(text.distance, { km: number(offer.distance_km) }, locale)
      : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
  const lang = offer.language === locale ? null : markup` lang="${offer.language}-CA"`;
  const chip = (label: string, kind: string | undefined) =>
    markup`<span class="${cx(styles.chip, kind)}">${label}</span>`;
  const chips = [
    offer.featured && chip(text.featured, styles.featured),
    offer.language !== locale && chip(text.otherLanguage, styles.outlined),
    offer.attributes
      .filter((a) => a.type === 'schedule')
      .map((s) => chip(s.label[locale], styles.outlined)),
  ];
  // The heading's tag is one of two literals, never data.
  const h = headingLevel === 'h3' ? 'h3' : 'h2';
  const heading = markup`<${h} class="${cx(ui.h6, styles.title)}"${lang}>${offer.title}</${h}>`;
  const where = markup`<p class="${ui.body2}" data-testid="offer-card-company">${place}</p>`;
  const payLine =
    pay && markup`<p class="${cx(ui.body2, styles.pay)}" data-testid="offer-card-pay">${pay}</p>`;
  const freshness = freshnessHtml({ offer, locale, text, now });
  return markup`<div class="${styles.content}">${heading}${where}${payLine}<div class="${styles.chips}">${chips}</div><p class="${cx(ui.caption, styles.freshness)}">${freshness}</p></div>`;
}
