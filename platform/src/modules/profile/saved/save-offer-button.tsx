'use client';

import Button from '@mui/material/Button';
import { useLocale, useTranslations } from 'next-intl';
import { useState, useSyncExternalStore } from 'react';
import { useBoard } from '@jobboard/tenancy/board-context';
import { pathFor } from '@jobboard/tenancy/paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { useApiFetch } from '@/modules/http';
import { useSavedOffers } from './use-saved-offers';

const noSubscription = () => () => undefined;

/**
 * Save or unsave an offer. Signed-in candidates toggle it in place; visitors go to the login
 * page and come back here afterwards. Employers see nothing.
 */
export function SaveOfferButton({ offerId, offerTitle }: { offerId: number; offerTitle: string }) {
  const t = useTranslations('profile.saved');
  const locale = useLocale() as Locale;
  const board = useBoard();
  const api = useApiFetch();
  const { data, mutate, candidate, user } = useSavedOffers(locale);
  // The browser's address, for the login page to come back to; unknown while server-rendering.
  const here = useSyncExternalStore(
    noSubscription,
    () => window.location.pathname + window.location.search,
    () => '',
  );
  const [pending, setPending] = useState(false);
  if (user && !candidate) return null;
  const saved = Boolean(data?.some((o) => o.id === offerId));

  const label = t('saveLabel', { title: offerTitle });
  if (!user) {
    const login = pathFor(locale, '/login');
    return (
      <Button
        size="small"
        variant="outlined"
        href={here ? `${login}?redirect=${encodeURIComponent(here)}` : login}
        aria-label={label}
        data-testid="save-offer"
      >
        {t('save')}
      </Button>
    );
  }

  async function toggle() {
    setPending(true);
    try {
      await api(`/api/jobboard/${board.key}/user/saved-offers/${offerId}?lg=${locale}`, {
        method: saved ? 'DELETE' : 'PUT',
      });
      await mutate();
    } finally {
      setPending(false);
    }
  }

  return (
    <Button
      size="small"
      variant={saved ? 'contained' : 'outlined'}
      aria-pressed={saved}
      aria-label={label}
      disabled={pending}
      onClick={() => void toggle()}
      data-testid="save-offer"
    >
      {saved ? t('saved') : t('save')}
    </Button>
  );
}
