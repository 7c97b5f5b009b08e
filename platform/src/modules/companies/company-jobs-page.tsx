import { getTranslations } from 'next-intl/server';
import { companyOffers } from '@jobboard/api/services/companies/company-offers';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { companyJobsPath } from '@jobboard/tenancy/paths';
import { loadCompany } from './company-page';
import { OfferCard } from '@/modules/offer-list';
import { OfferPagination } from '@/modules/offer-list';
import { serviceContext } from '@/modules/page-routes/server';
import { cx, ui } from '@/modules/plain-ui';
import styles from './company-page.module.css';

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
    <div className={cx(ui.container, ui.page, styles.narrow)}>
      <h1 className={cx(ui.h4, ui.primary, styles.jobsTitle)}>
        {t('jobs', { name: company.name })}
      </h1>
      {list.data.length === 0 ? <p className={ui.body1}>{t('noJobs')}</p> : null}
      <div className={styles.list}>
        {list.data.map((offer) => (
          <OfferCard key={offer.id} offer={offer} board={board} locale={locale} />
        ))}
      </div>
      <OfferPagination page={list.meta.current_page} lastPage={list.meta.last_page} />
    </div>
  );
}
