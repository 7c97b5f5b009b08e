import { permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { offerReportReasonLabels, offerReportReasons } from '@jobboard/api/contracts/offer-reports';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { offerPath, reportOfferPath } from '@jobboard/tenancy/paths';
import { toastTexts } from '@/modules/http/server';
import { loadOffer } from '@/modules/offer-page/server';
import { PlainRadioGroup, PlainSubmitButton, PlainTextField } from '@/modules/plain-form';
import { ServerPrivacyNotice } from '@/modules/privacy-notice/server';
import { cx, ui } from '@/modules/plain-ui';
import { ReportFormIsland } from './report-form-island';
import styles from './offer-report.module.css';

export interface ReportPageProps {
  board: BoardConfig;
  locale: Locale;
  id: number;
  slug: string;
}

/**
 * /offer/{slug}/{id}/report: why the visitor reports the offer, a few words, an optional address
 * for the receipt. Plain server markup with a small island, as the contact page (issue 16).
 */
export async function ReportPage({ board, locale, id, slug }: ReportPageProps) {
  const offer = await loadOffer(board, locale, id);
  if (slug !== offer.slug) permanentRedirect(reportOfferPath(locale, offer));
  const [t, toasts] = await Promise.all([
    getTranslations({ locale, namespace: 'offer-report' }),
    toastTexts(locale),
  ]);
  const offerHref = offerPath(locale, offer);
  const paragraph = cx(ui.body1, styles.paragraph);
  return (
    <article className={cx(ui.container, styles.page)}>
      <h1 className={cx(ui.h3, ui.primary, styles.title)}>{t('title')}</h1>
      <p className={paragraph}>
        {t.rich('offer', {
          title: offer.title,
          link: (chunks) => (
            <a href={offerHref} className={ui.link}>
              {chunks}
            </a>
          ),
        })}
      </p>
      <p className={paragraph}>{t('intro')}</p>
      <p className={cx(ui.body2, ui.secondaryText, styles.paragraph)}>{t('requiredNote')}</p>
      <ReportFormIsland
        boardKey={board.key}
        offerId={offer.id}
        locale={locale}
        offerHref={offerHref}
        texts={{ success: t('success'), back: t('back'), error: t('error'), toasts }}
      >
        <PlainRadioGroup
          id="report-reason"
          name="reason"
          legend={t('reason')}
          required
          options={offerReportReasons.map((value) => ({
            value,
            label: offerReportReasonLabels[value][locale],
          }))}
        />
        <PlainTextField
          id="report-details"
          name="details"
          label={t('details')}
          helperText={t('detailsHelp')}
          rows={4}
          flush
        />
        <PlainTextField
          id="report-email"
          name="email"
          type="email"
          label={t('email')}
          helperText={t('emailHelp')}
          autoComplete="email"
          flush
        />
        <ServerPrivacyNotice board={board} locale={locale} purpose="report" />
        <div>
          <PlainSubmitButton label={t('submit')} sending={t('sending')} size="large" />
        </div>
      </ReportFormIsland>
      <p className={cx(ui.body2, ui.secondaryText, styles.advice)}>{t('advice')}</p>
    </article>
  );
}
