import { getNow } from 'next-intl/server';
import type { OfferDto } from '@jobboard/api/contracts/offers';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { offerCardActions } from '../text/card-actions';
import { offerCardText } from '../text/card-text';
import { OfferCardView } from './offer-card-view';

export interface OfferCardProps {
  offer: OfferDto;
  board: BoardConfig;
  locale: Locale;
  /** h2 in a page's results, h3 under another heading (similar offers). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * One offer card in a server component (category, company jobs, similar offers): the wording
 * and the request's clock read on the server, no client runtime. The search island renders
 * `OfferCardView` itself with the wording its page gave it.
 */
export async function OfferCard({ offer, board, locale, headingLevel = 'h2' }: OfferCardProps) {
  const [text, actions, now] = await Promise.all([
    offerCardText(locale),
    offerCardActions(board, locale),
    getNow({ locale }),
  ]);
  return (
    <OfferCardView
      offer={offer}
      locale={locale}
      text={text}
      actions={actions}
      now={now}
      headingLevel={headingLevel}
    />
  );
}
