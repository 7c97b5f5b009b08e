import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { applyPath, offerPath } from '@jobboard/tenancy/paths';
import { loadOffer } from '@/modules/offer-page/server';
import { authPath } from '@/modules/session';
import { withReturnPath } from '@/modules/session';

export interface ApplyPageProps {
  board: BoardConfig;
  locale: Locale;
  id: number;
  slug: string;
}

/**
 * /offer/{slug}/{id}/apply: the application form comes with the apply issue. Until then the
 * page names the offer and sends visitors to log in or register, coming back to the offer
 * afterwards (`?redirect=`, which the login and register forms follow once signed in).
 */
export async function ApplyPage({ board, locale, id, slug }: ApplyPageProps) {
  const offer = await loadOffer(board, locale, id);
  if (slug !== offer.slug) permanentRedirect(applyPath(locale, offer));
  const t = await getTranslations({ locale, namespace: 'offers.apply' });
  const back = offerPath(locale, offer);
  const shownIn = offer.language !== locale ? `${offer.language}-CA` : undefined;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" component="section" sx={{ p: { xs: 3, md: 4 } }}>
        <Typography variant="overline" component="p" color="text.secondary">
          {t('kicker')}
        </Typography>
        <Typography variant="h4" component="h1" color="primary" lang={shownIn}>
          {offer.title}
        </Typography>
        {offer.company || offer.city ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {[offer.company?.name, offer.city?.label].filter(Boolean).join(' · ')}
          </Typography>
        ) : null}
        <Typography sx={{ mt: 3 }}>{t('signInFirst')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          <Button
            href={withReturnPath(authPath('login', locale), back)}
            variant="contained"
            data-testid="apply-login"
          >
            {t('login')}
          </Button>
          <Button
            href={withReturnPath(authPath('register', locale), back)}
            variant="outlined"
            data-testid="apply-register"
          >
            {t('register')}
          </Button>
        </Stack>
        <Link href={offerPath(locale, offer)} sx={{ display: 'inline-block', mt: 3 }}>
          {t('backToOffer')}
        </Link>
      </Paper>
    </Container>
  );
}
