import { getNow } from 'next-intl/server';
import type { OfferDto } from '@jobboard/api/contracts/offers';
import type { Locale } from '@jobboard/tenancy/board-config';
import { offerCardText } from '../text/card-text';
import { FreshnessView } from './freshness-view';

export interface OfferFreshnessProps {
  offer: Pick<OfferDto, 'published_at' | 'application_count'>;
  locale: Locale;
}

/**
 * "Publiée il y a 2 jours · Soyez parmi les premiers à postuler" in a server component (the offer
 * page): the card's wording and the request's clock (i18n/request.ts), so it says what the
 * cards say.
 */
export async function OfferFreshness({ offer, locale }: OfferFreshnessProps) {
  const [text, now] = await Promise.all([offerCardText(locale), getNow({ locale })]);
  return <FreshnessView offer={offer} locale={locale} text={text} now={now} />;
}
