import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { featuredOffers } from '@jobboard/api/services/offers/featured-offers';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import { FeaturedOffers } from '@/modules/offer-list';
import { emptyFilters, filtersFromParams, filtersToParams } from './offer-filters';
import { OfferSearch } from './offer-search';
import { loadSearchPage, toUrlParams, type PageSearchParams } from './search-page-data';
import { serviceContext } from '@/modules/page-routes/server';

export interface HomeSearchPageProps {
  board: BoardConfig;
  locale: Locale;
  searchParams: PageSearchParams;
  /** Find-a-job leads with the filters and results; home with the board's hero. */
  lead?: 'hero' | 'results';
}

/**
 * Home / find-a-job: the board's hero, its featured offers, then the search with results. A URL
 * that carries a search, and find-a-job, lead with the results instead: they are what the
 * visitor asked for, and below the hero they sat 740 px down (issue 19 item 5).
 */
export async function HomeSearchPage({
  board,
  locale,
  searchParams,
  lead = 'hero',
}: HomeSearchPageProps) {
  const t = await getTranslations({ locale, namespace: 'offers.home' });
  const tHome = await getTranslations({ locale, namespace: 'home' });
  const searching = filtersToParams(filtersFromParams(toUrlParams(searchParams))).size > 0;
  const showHero = lead === 'hero' && !searching;
  const [page, featured] = await Promise.all([
    loadSearchPage(board, locale, emptyFilters, searchParams),
    showHero
      ? serviceContext(board, locale).then((ctx) => featuredOffers(ctx, { limit: 3 }))
      : null,
  ]);
  const hero = board.compressedImages.homeHero;
  const field = board.categoryWording[locale];
  // The header's and footer's width: the content lines up with them (issue 19 item 4).
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      {showHero ? (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              alignItems: 'center',
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              mb: 4,
            }}
          >
            <Box>
              <Typography
                variant="h3"
                component="h1"
                color="primary"
                sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}
              >
                {board.name[locale]}
              </Typography>
              <Typography variant="h5" component="p" sx={{ mt: 1 }}>
                {t('heroTitle', { field })}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t('heroText')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 2 }}>
                {/* The results are on this page: the call to action jumps to them. */}
                <Button href="#offers" variant="contained" size="large" data-testid="home-browse">
                  {tHome('browse')}
                </Button>
                <Button
                  href={pathFor(locale, '/employer/create-offer')}
                  variant="outlined"
                  size="large"
                >
                  {tHome('publish')}
                </Button>
              </Stack>
            </Box>
            {/* Width and height given: the hero's space is known before it loads (no shift). */}
            <Box
              component="img"
              src={hero.path}
              width={hero.width}
              height={hero.height}
              alt=""
              fetchPriority="high"
              sx={{
                width: '100%',
                height: 'auto',
                borderRadius: 2,
                display: { xs: 'none', sm: 'block' },
              }}
            />
          </Box>
          <FeaturedOffers offers={featured ?? []} locale={locale} title={t('featured')} />
        </>
      ) : (
        <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
          {t('heroTitle', { field })}
        </Typography>
      )}
      <Box id="offers" sx={{ scrollMarginTop: 16 }} />
      <OfferSearch
        board={board.key}
        locale={locale}
        base={emptyFilters}
        initial={{ filters: page.filters, data: page.results }}
        specializations={page.specializations}
        schedules={page.schedules}
        cities={page.cities}
        filtersCollapsedOnPhone={!showHero}
      />
    </Container>
  );
}
