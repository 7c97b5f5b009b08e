import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { getLocale, getTranslations } from 'next-intl/server';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import { ContactForm } from './contact-form';

export async function ContactPage({ board }: { board: BoardConfig }) {
  const t = await getTranslations('contact');
  const locale = (await getLocale()) as Locale;
  return (
    <Container component="article" maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h3" component="h1" color="primary" gutterBottom>
        {t('title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
      <Typography sx={{ mb: 2 }}>
        {t.rich('direct', {
          address: board.contactEmail,
          email: (chunks) => <Link href={`mailto:${board.contactEmail}`}>{chunks}</Link>,
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('requiredNote')}
      </Typography>
      <ContactForm />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        <Link href={pathFor(locale, '/privacy-policy')}>{t('privacy')}</Link>
      </Typography>
    </Container>
  );
}
