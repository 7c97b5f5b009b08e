import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { readIdRoute, type IdRouteParams } from '@/modules/page-routes/server';
import { applyPath } from '@jobboard/tenancy/paths';
import { loadOffer } from '@/modules/offer-page/server';
import { browsingMetadata } from '@/modules/seo/server';

export async function generateMetadata(props: IdRouteParams): Promise<Metadata> {
  const route = await readIdRoute(props);
  if (!route) return {};
  const { board, locale, id } = route;
  const offer = await loadOffer(board, locale, id);
  const t = await getTranslations({ locale, namespace: 'apply' });
  return {
    ...browsingMetadata({
      board,
      locale,
      title: t('title', { title: offer.title }),
      description: t('description', { title: offer.title }),
      pathIn: (l) => applyPath(l, offer),
    }),
    // A form: the offer page is the one to index; its links are still worth following.
    robots: { index: false, follow: true },
  };
}
