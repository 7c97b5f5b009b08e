'use client';

import type { ReactNode } from 'react';
import type { ApplicationDto } from '@jobboard/api/contracts/applications';
import type { Locale } from '@jobboard/tenancy/board-config';
import { BOARD_TIME_ZONE as timeZone } from '@jobboard/tenancy/locales';
import { alertIconPaths, alertUi, cx, ui } from '@/modules/plain-ui';
import { myApplicationsKey } from './my-applications-key';
import {
  fill,
  QuickApplyIsland,
  type QuickApplyOffer,
  type QuickApplyTexts,
} from './quick-apply-island';
import { useSharedJson } from './shared-json';
import styles from './offer-page-apply.module.css';

/** What the offer page hands a candidate's apply area, read on the server. */
export interface OfferPageApply {
  /** The apply page. */
  href: string;
  /** "Postuler". */
  text: string;
  /** The candidate's applications in the profile. */
  applicationsHref: string;
  /** "You applied to this offer on {date}.": `{date}` filled in by the browser after a quick apply. */
  appliedTemplate: string;
  /** The same, filled in by the server when the candidate had already applied; else null. */
  applied: string | null;
  seeApplication: string;
  /** The offer page's spacing of the Apply link and of Quick apply. */
  applyClassName?: string;
  quickApplyClassName?: string;
}

/**
 * A candidate's Apply on an offer's page. Until they apply: the Apply link, then `children` (Save),
 * then Quick apply. Once they have (the server knew it, or a quick apply here just went through and
 * the applications read again list it): when they did and a link to the application, in place of
 * both, so nothing offers to apply a second time.
 */
export function OfferPageApplyArea({
  offer,
  board,
  locale,
  quickTexts,
  apply,
  children,
}: {
  offer: QuickApplyOffer;
  board: string;
  locale: Locale;
  quickTexts: QuickApplyTexts;
  apply: OfferPageApply;
  children?: ReactNode;
}) {
  const applications = useSharedJson<ApplicationDto[]>(myApplicationsKey(board, locale));
  const mine = applications?.find((a) => a.offer_id === offer.id);
  const applied =
    apply.applied ??
    (mine
      ? fill(apply.appliedTemplate, {
          date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(
            new Date(mine.created_at),
          ),
        })
      : null);

  if (applied) {
    return (
      <>
        <div
          role="status"
          className={cx(alertUi.alert, alertUi.success, apply.applyClassName, styles.notice)}
          data-testid="offer-applied"
        >
          <div className={alertUi.icon}>
            <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
              <path d={alertIconPaths.success} />
            </svg>
          </div>
          <div className={alertUi.message}>
            <p className={styles.text}>{applied}</p>
            <a className={ui.link} href={apply.applicationsHref}>
              {apply.seeApplication}
            </a>
          </div>
        </div>
        {children}
      </>
    );
  }
  return (
    <>
      <a href={apply.href} className={cx(ui.button, ui.contained, ui.large, apply.applyClassName)}>
        {apply.text}
      </a>
      {children}
      <div className={apply.quickApplyClassName}>
        <QuickApplyIsland
          offer={offer}
          board={board}
          locale={locale}
          texts={quickTexts}
          applyHref={apply.href}
        />
      </div>
    </>
  );
}
