import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import { NewsletterTokenForm } from './newsletter-token-form';

export interface NewsletterTokenPageProps {
  locale: Locale;
  action: 'confirm' | 'unsubscribe';
  /** The optional catch-all segments: {email}/{token}. */
  segments: readonly string[] | undefined;
}

/** /news-letter-confirmation/{email}/{token} and /jobboard_news_letter/unsubscribe/{email}/{token}. */
export async function NewsletterTokenPage({
  locale,
  action,
  segments = [],
}: NewsletterTokenPageProps) {
  const t = await getTranslations({ locale, namespace: 'offers.token' });
  const [rawEmail, token] = segments;
  const email = rawEmail ? safeDecode(rawEmail) : '';
  const title = action === 'confirm' ? t('confirmTitle') : t('unsubscribeTitle');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography variant="h4" component="h1" color="primary" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {email && token ? (
        <>
          <Typography sx={{ mb: 3 }}>
            {action === 'confirm' ? t('confirmText', { email }) : t('unsubscribeText', { email })}
          </Typography>
          <NewsletterTokenForm
            action={action}
            email={email}
            token={token}
            label={action === 'confirm' ? t('confirmButton') : t('unsubscribeButton')}
          />
        </>
      ) : (
        <>
          <Typography sx={{ mb: 3 }}>{t('invalid')}</Typography>
          <Button href={pathFor(locale, '/')} variant="outlined">
            {t('home')}
          </Button>
        </>
      )}
    </Container>
  );
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
