'use client';

import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { useTranslations } from 'next-intl';

/**
 * Shown while a console page reads its data (the route's loading.tsx). A client part: a
 * loading.tsx gets no params, and a server read of the wording here would fix the request's
 * language before the page sets it.
 */
export function ConsoleLoading() {
  const t = useTranslations('console');
  return (
    <Container component="main" sx={{ py: 4, display: 'flex', justifyContent: 'center' }}>
      <CircularProgress aria-label={t('loading')} />
    </Container>
  );
}
