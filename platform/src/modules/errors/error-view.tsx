'use client';

import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { pathFor } from '@jobboard/tenancy/paths';
import { useMe } from '@/modules/session';
import { homeRouteOf } from './home-route';
import type { Locale } from '@jobboard/tenancy/board-config';

export interface ErrorViewProps {
  /** HTTP status the page stands for: 403 and 404 have their own wording, others are generic. */
  status: number;
  /** For the generic error boundary: retry rendering without a full reload. */
  onRetry?: () => void;
}

/** Spec section 2's error page: title and message by status, and a home button. */
export function ErrorView({ status, onRetry }: ErrorViewProps) {
  const t = useTranslations('errors');
  const locale = useLocale() as Locale;
  const key = status === 403 || status === 404 ? String(status) : 'generic';
  const { user } = useMe();
  return (
    <Container
      component="section"
      maxWidth="sm"
      sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}
    >
      <Typography variant="overline" color="text.secondary" component="p">
        {t('status', { status })}
      </Typography>
      <Typography variant="h3" component="h1" gutterBottom>
        {t(`${key}.title`)}
      </Typography>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 4 }}>
        {t(`${key}.message`)}
      </Typography>
      <Button variant="contained" size="large" href={pathFor(locale, homeRouteOf(user))}>
        {t('home')}
      </Button>
      {onRetry ? (
        <Button size="large" onClick={onRetry} sx={{ ml: 1 }}>
          {t('retry')}
        </Button>
      ) : null}
    </Container>
  );
}
