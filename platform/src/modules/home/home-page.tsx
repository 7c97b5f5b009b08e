import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import type { AppLocale } from '@/i18n/routing';

export async function HomePage({ board, locale }: { board: BoardConfig; locale: AppLocale }) {
  const t = await getTranslations('home');
  return (
    <Container component="main" maxWidth="md" sx={{ py: 8 }}>
      <Typography variant="h3" component="h1" color="primary" gutterBottom>
        {board.name[locale]}
      </Typography>
      <Typography variant="h5" component="p">
        {t('tagline', { field: board.categoryWording[locale] })}
      </Typography>
    </Container>
  );
}
