import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { reportOfferPath } from '@jobboard/tenancy/paths';
import { loadOffer } from '@/modules/offer-page/server';
import { readIdRoute, type IdRouteParams } from '@/modules/page-routes/server';
import { browsingMetadata } from '@/modules/seo/server';

export async function generateMetadata(props: IdRouteParams): Promise<Metadata> {
  const route = await readIdRoute(props);
  if (!route) return {};
  const { board, locale, id } = route;
  const offer = await loadOffer(board, locale, id);
  const t = await getTranslations({ locale, namespace: 'offer-report' });
  return {
    ...browsingMetadata({
      board,
      locale,
      title: t('metaTitle', { title: offer.title }),
      description: t('metaDescription', { title: offer.title, board: board.name[locale] }),
      pathIn: (l) => reportOfferPath(l, offer),
    }),
    // A form about an offer: nothing to index, the offer page is.
    robots: { index: false, follow: true },
  };
}
