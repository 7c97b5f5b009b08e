import type { Metadata } from 'next';
import { readIdRoute, type IdRouteParams } from '@/modules/page-routes/server';
import { offerPath } from '@jobboard/tenancy/paths';
import { loadOfferPage } from './load-offer';
import { offerCanonical } from './offer-canonical';
import { browsingMetadata, summary } from '@/modules/seo/server';

export async function generateMetadata(props: IdRouteParams): Promise<Metadata> {
  const route = await readIdRoute(props);
  if (!route) return {};
  const { board, locale, id } = route;
  const { offer, homeBoard } = await loadOfferPage(board, locale, id);
  const canonical = offerCanonical(board, offer, homeBoard);
  const where = [offer.company?.name, offer.city?.label].filter(Boolean).join(', ');
  const metadata = browsingMetadata({
    board,
    locale,
    title: where ? `${offer.title} – ${where}` : offer.title,
    description: summary(offer.description ?? offer.title),
    pathIn: (l) => offerPath(l, offer),
    type: 'article',
    canonical,
  });
  // A filled position's page lives a week for those who kept the link: not for search engines.
  return offer.filled_at ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}
