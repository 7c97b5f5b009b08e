import { getTranslations } from 'next-intl/server';
import { searchOffers } from '@jobboard/api/services/offers/search-offers';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { OfferCard, OfferPagination } from '@/modules/offer-list';
import { serviceContext } from '@/modules/page-routes/server';
import { cx, ui } from '@/modules/plain-ui';
import { categoryWording } from './category-wording';
import { resolveCategory } from './resolve-category';
import styles from './category-page.module.css';

export interface CategoryPageProps {
  board: BoardConfig;
  locale: Locale;
  type: string;
  slug: string;
  page: number;
}

/**
 * /category/{type}/{slug}: this board's live offers carrying one attribute (a schedule, a
 * skill...), newest first, paged by links so it works without JavaScript. A server component
 * with no island of its own.
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
    <div className={cx(ui.container, ui.page, styles.narrow)} data-testid="category-page">
      <p className={cx(styles.overline)}>{wording.type}</p>
      <h1 className={cx(ui.h3, ui.primary, styles.title)}>{wording.heading}</h1>
      <p className={cx(ui.body1, styles.description)}>{wording.description}</p>
      <p className={cx(ui.body1, styles.count)} data-testid="category-count">
        {t('results.count', { total: list.meta.total })}
      </p>
      {list.data.length === 0 ? (
        <p className={ui.body1} data-testid="category-empty">
          {t('category.empty')}
        </p>
      ) : null}
      <ul className={styles.list}>
        {list.data.map((offer) => (
          <li key={offer.id}>
            <OfferCard offer={offer} board={board} locale={locale} />
          </li>
        ))}
      </ul>
      <OfferPagination
        page={list.meta.current_page}
        lastPage={list.meta.last_page}
        locale={locale}
      />
    </div>
  );
}
