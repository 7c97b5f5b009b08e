import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { getTranslations } from 'next-intl/server';

/** Shown while a console page reads its data (the route's loading.tsx). */
export async function ConsoleLoading() {
  const t = await getTranslations('console');
  return (
    <Container component="main" sx={{ py: 4, display: 'flex', justifyContent: 'center' }}>
      <CircularProgress aria-label={t('loading')} />
    </Container>
  );
}
