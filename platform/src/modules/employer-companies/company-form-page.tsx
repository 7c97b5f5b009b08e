import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

/** The create and edit pages: one heading, one form. */
export async function CompanyFormPage({
  titleKey,
  children,
}: {
  titleKey: 'createTitle' | 'editTitle';
  children: ReactNode;
}) {
  const t = await getTranslations('employer-companies');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t(titleKey)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      {children}
    </Container>
  );
}
