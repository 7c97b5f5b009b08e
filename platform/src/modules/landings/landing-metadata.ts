import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { findBoard } from '@/boards';
import { landingPath } from '@jobboard/tenancy/paths';
import { landingWording } from './landing-page';
import { withRssFeed } from '@/modules/feeds/server';
import { browsingMetadata } from '@/modules/seo/server';
import { resolveLanding, type LandingParams } from './resolve-landing';
import type { Locale } from '@jobboard/tenancy/board-config';

export async function generateMetadata(props: {
  params: Promise<LandingParams & { board: string; locale: Locale }>;
}): Promise<Metadata> {
  const { board: key, locale, ...params } = await props.params;
  const board = findBoard(key);
  if (!board) return {};
  const landing = await resolveLanding(board, locale, params);
  if (!landing) notFound();
  const t = await getTranslations({ locale, namespace: 'offers.landing' });
  const { heading, description } = landingWording(t, board, locale, landing);
  const metadata = browsingMetadata({
    board,
    locale,
    title: heading,
    description,
    // The canonical drops the query: a filtered view is the same page for search engines.
    pathIn: (l) =>
      landingPath(board, l, {
        ...(landing.specialization ? { specialization: landing.specialization.slug[l] } : {}),
        ...(landing.city ? { city: landing.city.slug } : {}),
      }),
  });
  // The landing's own filters; the feed of one with more filters is the search page's.
  const feed = new URLSearchParams();
  if (landing.specialization) feed.set('specialization', String(landing.specialization.id));
  if (landing.city) feed.set('city', landing.city.slug);
  return withRssFeed(metadata, board, locale, feed);
}
