import type { OfferDto } from '@jobboard/api/contracts/offers';
import type { Locale } from '@jobboard/tenancy/board-config';
import { ui } from '@/modules/plain-ui';
import { applicantCountMessage } from './applicant-count';
import { formatMessage } from '../text/message-format';
import type { OfferCardText } from '../text/offer-card-text';
import { longDate, relativeDate } from './relative-date';

export interface FreshnessViewProps {
  offer: Pick<OfferDto, 'published_at' | 'application_count'>;
  locale: Locale;
  text: Pick<OfferCardText, 'published' | 'beFirst' | 'applicants'>;
  now: Date;
}

/**
 * "Publiée il y a 2 jours · Soyez parmi les premiers à postuler": how new the offer is, the exact
 * date on hover and for screen readers, and how many applied. `now` is the request's time, so
 * server HTML and hydration agree.
 */
export function FreshnessView({ offer, locale, text, now }: FreshnessViewProps) {
  const published = new Date(offer.published_at);
  const exact = longDate(published, locale);
  const applicants = applicantCountMessage(offer.application_count);
  const relative = relativeDate(published, now, locale);
  return (
    <>
      <span data-testid="offer-published">
        {text.published.before}
        {/* To the minute: the milliseconds were 7 random digits a card, twice over (HTML and
            flight data), on pages of 20 cards (issue 16). */}
        <time dateTime={`${published.toISOString().slice(0, 16)}Z`} title={exact}>
          {formatMessage(text.published.time, { relative }, locale)}
          <span className={ui.visuallyHidden}>{` (${exact})`}</span>
        </time>
        {text.published.after}
      </span>
      {' · '}
      <span data-testid="offer-applicants">
        {applicants.key === 'beFirst'
          ? text.beFirst
          : formatMessage(text.applicants, { count: applicants.count }, locale)}
      </span>
    </>
  );
}
