import { getTranslations } from 'next-intl/server';
import { cachedFeaturedOffers } from '@jobboard/api/services/offers/featured-offers';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import { FeaturedOffers } from '@/modules/offer-list';
import { serviceContext } from '@/modules/page-routes/server';
import { cx, ui } from '@/modules/plain-ui';
import { emptyQuery, searchParamsOf } from '../offer-filters';
import { OfferSearch } from '../results/offer-search';
import { HeroSearch } from './hero-search';
import { searchIslandProps } from './search-island';
import { pageQuery, type PageSearchParams } from './search-page-data';
import styles from './home-search-page.module.css';

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
 * visitor asked for, and below the hero they sat 740 px down (issue 19 item 5). A server
 * component: the search is its one client island.
 */
export async function HomeSearchPage({
  board,
  locale,
  searchParams,
  lead = 'hero',
}: HomeSearchPageProps) {
  const t = await getTranslations({ locale, namespace: 'offers.home' });
  const tHome = await getTranslations({ locale, namespace: 'home' });
  const searching = searchParamsOf(pageQuery(searchParams, emptyQuery)).size > 0;
  const showHero = lead === 'hero' && !searching;
  const [featured, island] = await Promise.all([
    showHero
      ? serviceContext(board, locale).then((ctx) => cachedFeaturedOffers(ctx, { limit: 3 }))
      : null,
    searchIslandProps(board, locale, emptyQuery, searchParams),
  ]);
  const hero = board.compressedImages.homeHero;
  const field = board.categoryWording[locale];
  // The header's and footer's width: the content lines up with them (issue 19 item 4).
  return (
    <div className={cx(ui.container, ui.page, styles.root)}>
      {showHero ? (
        <>
          <div className={styles.hero}>
            <div>
              <h1 className={cx(ui.h3, ui.primary, styles.title)}>{board.name[locale]}</h1>
              <p className={cx(ui.h5, styles.gap)}>{t('heroTitle', { field })}</p>
              <p className={cx(ui.body1, styles.gap)}>{t('heroText')}</p>
              <HeroSearch locale={locale} />
              <div className={styles.actions}>
                {/* The results are on this page: the link jumps to them. */}
                <a
                  href="#offers"
                  className={cx(ui.button, ui.text, ui.large)}
                  data-testid="home-browse"
                >
                  {tHome('browse')}
                </a>
                <a
                  href={pathFor(locale, '/employer/create-offer')}
                  className={cx(ui.button, ui.text, ui.large)}
                >
                  {tHome('publish')}
                </a>
              </div>
            </div>
            {/* Width and height given: the hero's space is known before it loads (no shift). The
                board's own compressed variant, already sized: next/image would add a loader. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={hero.path}
              width={hero.width}
              height={hero.height}
              alt=""
              fetchPriority="high"
              className={styles.heroImage}
            />
          </div>
          <FeaturedOffers
            offers={featured ?? []}
            board={board}
            locale={locale}
            title={t('featured')}
          />
        </>
      ) : (
        <h1 className={cx(ui.h4, styles.searchTitle)}>{t('heroTitle', { field })}</h1>
      )}
      <div id="offers" className={styles.anchor} />
      <OfferSearch filtersCollapsedOnPhone={!showHero} {...island} />
    </div>
  );
}
