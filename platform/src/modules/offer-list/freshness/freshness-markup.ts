import type { OfferDto } from '@jobboard/api/contracts/offers';
import type { Locale } from '@jobboard/tenancy/board-config';
import { ui } from '@/modules/plain-ui';
import { markup, type SafeHtml } from '@/modules/static-markup';
import { applicantCountMessage } from './applicant-count';
import { formatMessage } from '../text/message-format';
import type { OfferCardText } from '../text/offer-card-text';
import { longDate, relativeDate } from './relative-date';

export interface FreshnessMarkupProps {
  offer: Pick<OfferDto, 'published_at' | 'application_count'>;
  locale: Locale;
  text: Pick<OfferCardText, 'published' | 'beFirst' | 'applicants'>;
  now: Date;
}

/**
 * "Publiée il y a 2 jours · Soyez parmi les premiers à postuler": how new the offer is, the exact
 * date on hover and for screen readers, and how many applied. `now` is the request's time, so
 * server HTML and hydration agree. Markup rather than elements: it is in every card.
 */
export function freshnessHtml({ offer, locale, text, now }: FreshnessMarkupProps): SafeHtml {
  const published = new Date(offer.published_at);
  const exact = longDate(published, locale);
  const applicants = applicantCountMessage(offer.application_count);
  const relative = relativeDate(published, now, locale);
  // To the minute: the milliseconds were 7 random digits a card, twice over (HTML and flight
  // data), on pages of 20 cards (issue 16).
  const datetime = `${published.toISOString().slice(0, 16)}Z`;
  const time = markup`<time datetime="${datetime}" title="${exact}">${formatMessage(text.published.time, { relative }, locale)}<span class="${ui.visuallyHidden}"> (${exact})</span></time>`;
  const count =
    applicants.key === 'beFirst'
      ? text.beFirst
      : formatMessage(text.applicants, { count: applicants.count }, locale);
  return markup`<span data-testid="offer-published">${text.published.before}${time}${text.published.after}</span> · <span data-testid="offer-applicants">${count}</span>`;
}
