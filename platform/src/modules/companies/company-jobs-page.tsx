import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import { companyOffers } from '@jobboard/api/services/companies/company-offers';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { companyJobsPath } from '@jobboard/tenancy/paths';
import { loadCompany } from './company-page';
import { OfferCard } from '@/modules/offer-list';
import { OfferPagination } from '@/modules/offer-list';
import { serviceContext } from '@/modules/page-routes/server';

export interface CompanyJobsPageProps {
  board: BoardConfig;
  locale: Locale;
  id: number;
  slug: string;
  page: number;
}

/** /company/{slug}/{id}/jobs: the company's live offers on this board, paged by links. */
export async function CompanyJobsPage({ board, locale, id, slug, page }: CompanyJobsPageProps) {
  const company = await loadCompany(board, locale, id, slug, companyJobsPath);
  const t = await getTranslations({ locale, namespace: 'offers.company' });
  const ctx = await serviceContext(board, locale);
  // A page past the end shows the last one, found by the same search.
  const list = await companyOffers(ctx, { id, page, pastLastPage: 'last' });
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" color="primary" sx={{ mb: 3 }}>
        {t('jobs', { name: company.name })}
      </Typography>
      {list.data.length === 0 ? <Typography>{t('noJobs')}</Typography> : null}
      <Stack spacing={1.5}>
        {list.data.map((offer) => (
          <OfferCard key={offer.id} offer={offer} locale={locale} />
        ))}
      </Stack>
      <OfferPagination page={list.meta.current_page} lastPage={list.meta.last_page} />
    </Container>
  );
}
