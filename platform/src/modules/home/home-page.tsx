import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { pathFor } from '@/i18n/paths';
import type { AppLocale } from '@/i18n/routing';
import { HomeFeature } from './home-feature';

/** The board's front page: hero from the board config, then what it offers each audience. */
export async function HomePage({ board, locale }: { board: BoardConfig; locale: AppLocale }) {
  const t = await getTranslations('home');
  const hero = board.compressedImages.homeHero;
  const jobs = pathFor(locale, '/job/[category]', { category: board.jobPageSlugs[locale] });
  const values = {
    field: board.categoryWording[locale],
    professionals: board.professionalWording[locale],
  };
  return (
    <>
      <Box sx={{ bgcolor: 'background.default', pt: { xs: 5, md: 8 }, pb: { xs: 5, md: 7 } }}>
        <Container maxWidth="lg">
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={{ xs: 4, md: 6 }}
            sx={{ alignItems: 'center' }}
          >
            <Stack spacing={2.5} sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                variant="overline"
                color="secondary"
                component="p"
                sx={{ fontWeight: 700, letterSpacing: 1.5 }}
              >
                {board.label[locale]}
              </Typography>
              <Typography
                variant="h2"
                component="h1"
                color="primary"
                sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' }, lineHeight: 1.1 }}
              >
                {board.name[locale]}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 500 }}>
                {t('tagline', values)}
              </Typography>
              <Typography variant="body1" color="text.secondary">
                {t('heroText')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 1 }}>
                <Button href={jobs} variant="contained" size="large" data-testid="home-browse">
                  {t('browse')}
                </Button>
                <Button
                  href={pathFor(locale, '/employer/create-offer')}
                  variant="outlined"
                  size="large"
                >
                  {t('publish')}
                </Button>
              </Stack>
            </Stack>
            <Box sx={{ flex: 1, width: '100%', minWidth: 0 }}>
              <Box
                component="img"
                src={hero.path}
                alt={t('heroAlt')}
                width={hero.width}
                height={hero.height}
                sx={{
                  width: '100%',
                  height: 'auto',
                  borderRadius: 1,
                  display: 'block',
                  boxShadow: 3,
                }}
              />
            </Box>
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ pt: { xs: 1, md: 2 }, pb: { xs: 6, md: 9 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          <HomeFeature title={t('candidatesTitle')} text={t('candidatesText')} />
          <HomeFeature title={t('employersTitle')} text={t('employersText')} />
          <HomeFeature
            title={t('solutionTitle')}
            text={t('solutionText', values)}
            action={{ label: t('solutionCta'), href: pathFor(locale, '/our-solution') }}
          />
        </Box>
      </Container>
    </>
  );
}
