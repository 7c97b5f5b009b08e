import { getNow } from 'next-intl/server';
import type { OfferDto } from '@jobboard/api/contracts/offers';
import type { Locale } from '@jobboard/tenancy/board-config';
import { innerHtml } from '@/modules/static-markup';
import { offerCardText } from '../text/card-text';
import { freshnessHtml } from './freshness-markup';

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
  return <span {...innerHtml(freshnessHtml({ offer, locale, text, now }))} />;
}
