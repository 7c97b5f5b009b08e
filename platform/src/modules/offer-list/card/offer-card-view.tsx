import type { OfferDto } from '@jobboard/api/contracts/offers';
import type { Locale } from '@jobboard/tenancy/board-config';
import { offerPath } from '@jobboard/tenancy/paths';
import { cx, ui } from '@/modules/plain-ui';
import { FreshnessView } from '../freshness/freshness-view';
import { numberFormat } from '../text/intl-cache';
import { formatMessage } from '../text/message-format';
import { OfferActions } from './offer-actions';
import type { OfferCardActions, OfferCardText } from '../text/offer-card-text';
import { salaryText } from './salary-text';
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
  const Heading = headingLevel;
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
  const schedules = offer.attributes.filter((a) => a.type === 'schedule');
  const company = offer.company?.name || text.confidential;
  return (
    <article
      className={cx(ui.outlinedPaper, styles.card)}
      data-testid="offer-card"
      data-offer-id={offer.id}
    >
      <a href={offerPath(locale, offer)} className={styles.area}>
        <div className={styles.content}>
          <Heading
            className={cx(ui.h6, styles.title)}
            lang={offer.language === locale ? undefined : `${offer.language}-CA`}
          >
            {offer.title}
          </Heading>
          <p className={cx(ui.body2)} data-testid="offer-card-company">
            {company}
            {offer.city ? ` · ${offer.city.label}` : ''}
            {offer.distance_km !== undefined
              ? ` · ${formatMessage(text.distance, { km: number(offer.distance_km) }, locale)}`
              : ''}
          </p>
          {pay ? (
            <p className={cx(ui.body2, styles.pay)} data-testid="offer-card-pay">
              {pay}
            </p>
          ) : null}
          <div className={styles.chips}>
            {offer.featured ? (
              <span className={cx(styles.chip, styles.featured)}>{text.featured}</span>
            ) : null}
            {offer.language !== locale ? (
              <span className={cx(styles.chip, styles.outlined)}>{text.otherLanguage}</span>
            ) : null}
            {schedules.map((s) => (
              <span key={s.id} className={cx(styles.chip, styles.outlined)}>
                {s.label[locale]}
              </span>
            ))}
          </div>
          <p className={cx(ui.caption, styles.freshness)}>
            <FreshnessView offer={offer} locale={locale} text={text} now={now} />
          </p>
        </div>
      </a>
      <div className={styles.actions}>
        <OfferActions offer={offer} locale={locale} actions={actions} />
      </div>
    </article>
  );
}
