import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { searchOffers } from '@jobboard/api/services/offers/search-offers';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { OfferCard } from '@/modules/offer-list';
import { OfferPagination } from '@/modules/offer-list';
import { serviceContext } from '@/modules/page-routes/server';
import { categoryWording } from './category-wording';
import { resolveCategory } from './resolve-category';

export interface CategoryPageProps {
  board: BoardConfig;
  locale: Locale;
  type: string;
  slug: string;
  page: number;
}

/**
 * /category/{type}/{slug}: this board's live offers carrying one attribute (a schedule, a
 * skill...), newest first, paged by links so it works without JavaScript.
 */
export async function CategoryPage({ board, locale, type, slug, page }: CategoryPageProps) {
  const attribute = await resolveCategory(board, locale, type, slug);
  const [wording, t, ctx] = await Promise.all([
    categoryWording(board, locale, attribute),
    getTranslations({ locale, namespace: 'offers' }),
    serviceContext(board, locale),
  ]);
  // The attribute is known (resolved above). A page past the end (an old link, fewer offers
  // now) shows the last one rather than nothing, found by the same search.
  const list = await searchOffers(
    ctx,
    { board: board.key, attributeId: attribute.id },
    { page, pastLastPage: 'last' },
  );
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="category-page">
      <Typography variant="overline" component="p" color="text.secondary">
        {wording.type}
      </Typography>
      <Typography
        variant="h3"
        component="h1"
        color="primary"
        sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}
      >
        {wording.heading}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 1 }}>
        {wording.description}
      </Typography>
      <Typography sx={{ mb: 3 }} data-testid="category-count">
        {t('results.count', { total: list.meta.total })}
      </Typography>
      {list.data.length === 0 ? (
        <Typography data-testid="category-empty">{t('category.empty')}</Typography>
      ) : null}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.data.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} locale={locale} />
          </li>
        ))}
      </Stack>
      <OfferPagination page={list.meta.current_page} lastPage={list.meta.last_page} />
    </Container>
  );
}
