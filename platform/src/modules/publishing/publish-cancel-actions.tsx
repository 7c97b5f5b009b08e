'use client';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AppLink } from '@/modules/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { pathFor } from '@jobboard/tenancy/paths';
import type { Locale } from '@jobboard/tenancy/board-config';

/** The cancel page's two ways on (links rendered by MUI on the client). */
export function PublishCancelActions({ offerId }: { offerId: number }) {
  const t = useTranslations('publishing.cancel');
  const locale = useLocale() as Locale;
  const id = String(offerId);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Button
        component={AppLink}
        href={pathFor(locale, '/employer/offer/[id]/publish', { id })}
        variant="contained"
      >
        {t('tryAgain')}
      </Button>
      <Button component={AppLink} href={pathFor(locale, '/employer/my-offers')} variant="outlined">
        {t('viewOffers')}
      </Button>
    </Stack>
  );
}
