import { getNow } from 'next-intl/server';
import type { OfferDto } from '@jobboard/api/contracts/offers';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { cx, ui } from '@/modules/plain-ui';
import { offerCardActions } from '../text/card-actions';
import { offerCardText } from '../text/card-text';
import { ResultCards } from './result-cards';
import styles from './featured-offers.module.css';

export interface FeaturedOffersProps {
  offers: readonly OfferDto[];
  board: BoardConfig;
  locale: Locale;
  title: string;
}

/** A row of offer cards under a heading: featured offers on home, similar ones on an offer. */
export async function FeaturedOffers({ offers, board, locale, title }: FeaturedOffersProps) {
  if (offers.length === 0) return null;
  const [text, actions, now] = await Promise.all([
    offerCardText(locale),
    offerCardActions(board, locale),
    getNow({ locale }),
  ]);
  return (
    <section aria-label={title} className={styles.section}>
      <h2 className={cx(ui.h5, styles.heading)}>{title}</h2>
      <div className={styles.grid}>
        <ResultCards
          offers={offers}
          locale={locale}
          text={text}
          actions={actions}
          now={now}
          headingLevel="h3"
        />
      </div>
    </section>
  );
}
