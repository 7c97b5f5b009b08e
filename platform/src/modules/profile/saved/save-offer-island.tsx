'use client';

import { useState } from 'react';
import { apiPath } from '@jobboard/api/contracts/api-paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { reloadSharedJson, useSharedJson } from '@/modules/apply';
import { ApiRequestError, silentFetch, useHydrated } from '@/modules/http';
import { cx, ui } from '@/modules/plain-ui';

/** The save button's wording, from `saveOfferTexts` (profile/server); `{title}` filled in here. */
export interface SaveOfferTexts {
  save: string;
  saved: string;
  saveLabel: string;
  failed: string;
  /** The login page in the page's language (a visitor's Save goes there). */
  loginHref: string;
}

export interface SaveOfferIslandProps {
  offerId: number;
  offerTitle: string;
  /** The board's key (the API path's segment). */
  board: string;
  locale: Locale;
  texts: SaveOfferTexts;
}

const savedOffersUrl = (board: string, locale: string) =>
  apiPath('/jobboard/{board}/user/saved-offers', { board }, { lg: locale });

/**
 * Save or unsave an offer, a small island without MUI, SWR or the message catalogue (issue 16).
 * A signed-in candidate toggles it in place; only their page renders it (OfferActions: a
 * visitor gets LoginToSave, an employer nothing).
 */
export function SaveOfferIsland({
  offerId,
  offerTitle,
  board,
  locale,
  texts,
}: SaveOfferIslandProps) {
  const url = savedOffersUrl(board, locale);
  const data = useSharedJson<{ id: number }[]>(url);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  // The server's button does nothing until React runs: disabled, a click then waits instead of
  // being lost (CI caught a Save clicked before the search page's islands had hydrated).
  const hydrated = useHydrated();
  const saved = Boolean(data?.some((o) => o.id === offerId));

  const label = texts.saveLabel.replace('{title}', offerTitle);

  async function toggle() {
    setPending(true);
    setFailed(false);
    try {
      try {
        await silentFetch(
          apiPath(
            '/jobboard/{board}/user/saved-offers/{offerId}',
            { board, offerId },
            { lg: locale },
          ),
          { method: saved ? 'DELETE' : 'PUT' },
        );
      } catch (error) {
        setFailed(true);
        // An error status is an answer: the list is read again. A network failure is not.
        if (!(error instanceof ApiRequestError)) return;
      }
      await reloadSharedJson(url);
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={cx(ui.button, saved ? ui.contained : ui.outlined, ui.small)}
        aria-pressed={saved}
        aria-label={label}
        disabled={pending || !hydrated}
        onClick={() => void toggle()}
        data-testid="save-offer"
      >
        {saved ? texts.saved : texts.save}
      </button>
      {failed ? (
        <span role="status" className={cx(ui.caption, ui.secondaryText)}>
          {texts.failed}
        </span>
      ) : null}
    </>
  );
}
