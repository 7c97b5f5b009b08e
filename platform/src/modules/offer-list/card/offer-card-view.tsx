import type { OfferDto } from '@jobboard/api/contracts/offers';
import type { Locale } from '@jobboard/tenancy/board-config';
import { offerPath } from '@jobboard/tenancy/paths';
import { cx, ui } from '@/modules/plain-ui';
import { innerHtml } from '@/modules/static-markup';
import { OfferActions } from './offer-actions';
import { offerCardContentHtml } from './offer-card-markup';
import type { OfferCardActions, OfferCardText } from '../text/offer-card-text';
import styles from './offer-card.module.css';

export interface OfferCardViewProps {
  offer: OfferDto;
  locale: Locale;
  /** The card's wording (`offerCardText` on the server). */
  text: OfferCardText;
  /** Save and Quick apply (`offerCardActions` on the server). */
  actions: OfferCardActions;
  /** The request's clock, so the server's HTML and the browser say the same "2 days ago". */
  now: Date;
  /** h2 in a page's results, h3 under another heading (similar offers). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * One search result, plain markup on the board's CSS variables: the same component renders on
 * the server (featured offers, category and company pages) and in the search island (fetched
 * results). The API already picked the title's language and removed the company of a
 * confidential offer, so the card only says "Confidential".
 */
export function OfferCardView({
  offer,
  locale,
  text,
  actions,
  now,
  headingLevel = 'h2',
}: OfferCardViewProps) {
  return (
    <article
      className={cx(ui.outlinedPaper, styles.card)}
      data-testid="offer-card"
      data-offer-id={offer.id}
    >
      <a
        href={offerPath(locale, offer)}
        className={styles.area}
        {...innerHtml(offerCardContentHtml({ offer, locale, text, now, headingLevel }))}
      />
      <div className={styles.actions}>
        <OfferActions offer={offer} locale={locale} actions={actions} />
      </div>
    </article>
  );
}
