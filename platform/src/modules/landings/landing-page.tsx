import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { emptyFilters, type OfferFilters } from '@/modules/search';
import { OfferSearch } from '@/modules/search';
import { loadSearchPage, type PageSearchParams } from '@/modules/search/server';
import { elision, inSentence } from '@/modules/french-grammar';
import { resolveLanding, type LandingParams } from './resolve-landing';

export interface LandingPageProps {
  board: BoardConfig;
  locale: Locale;
  params: LandingParams;
  searchParams: PageSearchParams;
}

/**
 * /job/{category}[/{specialization}[/{city}]]: a search pre-filtered by its path, with a
 * heading and description built from the board's wording, the specialization and the city.
 */
export async function LandingPage({ board, locale, params, searchParams }: LandingPageProps) {
  const landing = await resolveLanding(board, locale, params);
  if (!landing) notFound();
  const t = await getTranslations({ locale, namespace: 'offers.landing' });
  const base: OfferFilters = {
    ...emptyFilters,
    ...(landing.specialization ? { specialization: [landing.specialization.id] } : {}),
    ...(landing.city ? { city: landing.city.slug } : {}),
  };
  const page = await loadSearchPage(board, locale, base, searchParams);
  const { heading, description } = landingWording(t, board, locale, landing);
  // The header's and footer's width: the content lines up with them (issue 19 item 4).
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography
        variant="h3"
        component="h1"
        color="primary"
        sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}
      >
        {heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {description}
      </Typography>
      <OfferSearch
        board={board.key}
        locale={locale}
        base={base}
        initial={{ filters: page.filters, data: page.results }}
        specializations={page.specializations}
        schedules={page.schedules}
        cities={page.cities}
        fixed={{ specialization: Boolean(landing.specialization), city: Boolean(landing.city) }}
      />
    </Container>
  );
}

type LandingT = Awaited<ReturnType<typeof getTranslations<'offers.landing'>>>;

export function landingWording(
  t: LandingT,
  board: BoardConfig,
  locale: Locale,
  landing: NonNullable<Awaited<ReturnType<typeof resolveLanding>>>,
) {
  const field = board.categoryWording[locale];
  const label = landing.specialization?.label[locale] ?? '';
  // French places the job name mid-sentence after "de" (issue 19 item 8).
  const specialization = locale === 'fr' ? inSentence(label) : label;
  const article = { elision: elision(specialization) };
  const city = landing.city?.label ?? '';
  if (landing.city)
    return {
      heading: t('titleCity', { specialization, city, ...article }),
      description: t('descriptionCity', { specialization, city, field, ...article }),
    };
  if (landing.specialization)
    return {
      heading: t('titleSpecialization', { specialization, ...article }),
      description: t('descriptionSpecialization', { specialization, field, ...article }),
    };
  return { heading: t('title', { field }), description: t('description', { field }) };
}
