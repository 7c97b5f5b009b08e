'use client';

import Button from '@mui/material/Button';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useBoard } from '@jobboard/tenancy/board-context';
import { pathFor } from '@jobboard/tenancy/paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { useApiFetch } from '@/modules/http';
import { useSavedOffers } from './use-saved-offers';

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
  const [pending, setPending] = useState(false);
  if (user && !candidate) return null;
  const saved = Boolean(data?.some((o) => o.id === offerId));

  const label = t('saveLabel', { title: offerTitle });
  if (!user) {
    // A button, not a link: the card's one link is its title (keyboard and screen-reader users
    // meet one link per offer). The address to come back to is read when it is pressed.
    const login = pathFor(locale, '/login');
    const here = () => window.location.pathname + window.location.search;
    return (
      <Button
        size="small"
        variant="outlined"
        onClick={() =>
          // A full load of the login page: no app router is needed (the card also renders in
          // Storybook), and the login page brings the visitor back here.
          // eslint-disable-next-line @next/next/no-location-assign-relative-destination
          window.location.assign(`${login}?redirect=${encodeURIComponent(here())}`)
        }
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
