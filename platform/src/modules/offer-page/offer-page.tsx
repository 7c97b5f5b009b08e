import { permanentRedirect } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { apiPath } from '@jobboard/api/contracts/api-paths';
import { loadOfferPage } from './load-offer';
import { OfferViewBeacon } from './offer-view-beacon';
import { listOfferAttributes } from '@jobboard/api/services/catalogue/offer-attributes';
import { appliedAt } from '@jobboard/api/services/applications/apply-page-state';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import {
  applyPath,
  companyPath,
  offerPath,
  pathFor,
  reportOfferPath,
} from '@jobboard/tenancy/paths';
import { absoluteUrl, JsonLdScript } from '@/modules/seo/server';
import { jobPostingJsonLd } from '@/modules/seo/server';
import { publicOrigin } from '@/modules/seo/server';
import { FeaturedOffers, OfferActions } from '@/modules/offer-list';
import { offerCardActions } from '@/modules/offer-list/server';
import { OfferFreshness } from '@/modules/offer-list';
import { OfferAttributesList } from './offer-attributes-list';
import { OfferDetail } from './offer-detail';
import { ShareBar } from './share-bar';
import { offerCanonical } from './offer-canonical';
import { InfoNotice } from './info-notice';
import { RichText } from '@/modules/rich-text';
import { serviceContext } from '@/modules/page-routes/server';
import { getSessionUser } from '@/modules/session/server';
import { salaryText } from '@/modules/offer-list';
import { cx, ui } from '@/modules/plain-ui';
import styles from './offer-page.module.css';

export interface OfferPageProps {
  board: BoardConfig;
  locale: Locale;
  id: number;
  slug: string;
}

/**
 * /offer/{slug}/{id}: the offer in the current language (else its other one, with a notice),
 * its company unless confidential, attributes by type, Apply, similar offers and JSON-LD.
 */
export async function OfferPage({ board, locale, id, slug }: OfferPageProps) {
  const { offer, similar, homeBoard } = await loadOfferPage(board, locale, id);
  // One URL per offer: an old or mistyped slug moves permanently to the current one.
  if (slug !== offer.slug) permanentRedirect(offerPath(locale, offer));
  const ctx = await serviceContext(board, locale);
  const canonical = offerCanonical(board, offer, homeBoard);
  const [t, format, boardAttributes, actions, session] = await Promise.all([
    getTranslations({ locale, namespace: 'offers.offer' }),
    getFormatter({ locale }),
    listOfferAttributes(ctx),
    // Who is looking, as the cards learn it (the similar offers' cards read the same, once).
    offerCardActions(board, locale),
    getSessionUser(board.key),
  ]);
  // The category pages this board has (resolveCategory looks in the same list).
  const withPage = new Set(boardAttributes.map((a) => a.id));
  // Filled: the page stays a week to tell whoever kept the link, with no way to apply.
  const filled = Boolean(offer.filled_at);
  const shownIn = offer.language !== locale ? `${offer.language}-CA` : undefined;
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long' });
  const salary = salaryText(offer.salary, t, (n, options) => format.number(n, options));
  // A candidate who applied is told when, with a way to the application, not offered Apply again.
  const candidateId =
    actions.viewer === 'candidate' && session?.user.guard === 'jobboard' ? session.user.id : null;
  const applied = candidateId === null ? null : await appliedAt(ctx, candidateId, offer.id);
  const applyLink = {
    href: applyPath(locale, offer),
    text: t('apply'),
    applicationsHref: `${pathFor(locale, '/profile')}#applications`,
    appliedTemplate: t.raw('applied') as string,
    applied: applied ? t('applied', { date: date(applied) }) : null,
    seeApplication: t('seeApplication'),
    applyClassName: styles.apply,
    quickApplyClassName: styles.quickApply,
  };

  // The byline, the confidential note and the deadline stay in the text colour: MUI's Typography
  // took color="text.secondary" as an unknown colour (v9 names it textSecondary), so that is how
  // these pages have always looked.
  return (
    <div className={cx(ui.container, ui.page, styles.offerPage)}>
      <OfferViewBeacon
        url={apiPath('/jobboard/{board}/offers/{id}/view', { board: board.key, id: offer.id })}
      />
      {/* A filled position is no job posting: search engines must drop it (Google's guidelines). */}
      {filled ? null : (
        <JsonLdScript
          data={jobPostingJsonLd({
            offer,
            board,
            locale,
            origin: publicOrigin(board),
            url: canonical.url(locale),
          })}
        />
      )}
      {filled ? (
        <InfoNotice className={styles.notice} testId="offer-filled-notice">
          {t('filledNotice')}
        </InfoNotice>
      ) : null}
      {shownIn ? (
        <InfoNotice className={styles.notice} testId="offer-language-notice">
          {t('otherLanguageNotice')}
        </InfoNotice>
      ) : null}
      <div className={styles.layout}>
        <article lang={shownIn} className={styles.article}>
          <h1 className={cx(ui.h3, ui.primary, styles.title)}>{offer.title}</h1>
          <p className={cx(ui.body1, styles.byline)} lang={locale}>
            {[offer.company?.name, offer.city?.label].filter(Boolean).join(' · ')}
            {/* "Be among the first to apply" has no place on a filled position. */}
            {filled ? null : (
              <>
                {offer.company || offer.city ? ' · ' : ''}
                <OfferFreshness offer={offer} locale={locale} />
              </>
            )}
          </p>
          <RichText html={offer.description ?? ''} />
          {offer.language_requirement ? (
            <InfoNotice className={styles.requirement} testId="language-requirement">
              {t('languageRequirement', { reason: offer.language_requirement })}
            </InfoNotice>
          ) : null}
          {/* A candidate's Apply comes with their islands, which know when they applied. */}
          {filled || actions.viewer === 'candidate' ? null : (
            <a
              href={applyLink.href}
              className={cx(ui.button, ui.contained, ui.large, styles.apply)}
            >
              {applyLink.text}
            </a>
          )}
          {filled ? null : (
            <OfferActions offer={offer} locale={locale} actions={actions} offerPage={applyLink} />
          )}
          <ShareBar
            board={board}
            locale={locale}
            title={offer.title}
            url={absoluteUrl(publicOrigin(board), offerPath(locale, offer))}
          />
          <p className={cx(ui.body2, styles.report)}>
            {/* Not a page to index: the form is about this offer, which is. */}
            <a className={ui.link} href={reportOfferPath(locale, offer)} rel="nofollow">
              {t('report')}
            </a>
          </p>
        </article>
        <div className={styles.aside}>
          <section aria-labelledby="offer-company" className={cx(ui.outlinedPaper, styles.box)}>
            <h2 id="offer-company" className={cx(ui.h6, styles.boxHeading)}>
              {t('company')}
            </h2>
            {offer.company ? (
              <>
                <p className={ui.body1} data-testid="offer-company-name">
                  {offer.company.name}
                </p>
                <a className={ui.link} href={companyPath(locale, offer.company)}>
                  {t('seeCompany')}
                </a>
              </>
            ) : (
              <p className={ui.body1} data-testid="offer-company-confidential">
                {t('companyConfidential')}
              </p>
            )}
          </section>
          <section aria-labelledby="offer-details" className={cx(ui.outlinedPaper, styles.box)}>
            <h2 id="offer-details" className={cx(ui.h6, styles.detailsHeading)}>
              {t('details')}
            </h2>
            <dl className={styles.details}>
              {offer.city ? <OfferDetail term={t('location')} value={offer.city.label} /> : null}
              {salary ? <OfferDetail term={t('salary')} value={salary} /> : null}
            </dl>
            {offer.expires_at && !filled ? (
              <p className={cx(ui.body2, styles.expires)}>
                {t('expires', { date: date(offer.expires_at) })}
              </p>
            ) : null}
            <OfferAttributesList
              attributes={offer.attributes}
              locale={locale}
              withPage={withPage}
            />
          </section>
        </div>
      </div>
      <div className={styles.similar}>
        <FeaturedOffers offers={similar} board={board} locale={locale} title={t('similar')} />
      </div>
    </div>
  );
}
