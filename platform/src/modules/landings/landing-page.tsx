import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { emptyQuery, type OffersQuery } from '@/modules/search';
import { OfferSearch } from '@/modules/search';
import { searchIslandProps, type PageSearchParams } from '@/modules/search/server';
import { cx, ui } from '@/modules/plain-ui';
import styles from './landing-page.module.css';
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
  const base: OffersQuery = {
    ...emptyQuery,
    ...(landing.specialization ? { specialization: [landing.specialization.id] } : {}),
    ...(landing.city ? { city: landing.city.slug } : {}),
  };
  const fixed = { specialization: Boolean(landing.specialization), city: Boolean(landing.city) };
  const island = await searchIslandProps(board, locale, base, searchParams, fixed);
  const { heading, description } = landingWording(t, board, locale, landing);
  // The header's and footer's width: the content lines up with them (issue 19 item 4).
  return (
    <div className={cx(ui.container, ui.page, styles.root)}>
      <h1 className={cx(ui.h3, ui.primary, styles.title)}>{heading}</h1>
      <p className={cx(ui.body1, styles.description)}>{description}</p>
      <OfferSearch fixed={fixed} {...island} />
    </div>
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
