import { setRequestLocale } from 'next-intl/server';
import { requireBoard } from '@/boards';
import type { AppLocale } from '@/i18n/routing';
import { redirectLegacyOffer } from '@/modules/offer-page/legacy-offer';

export default async function Page(props: {
  params: Promise<{ board: string; locale: AppLocale; slug: string }>;
}) {
  const { board, locale, slug } = await props.params;
  setRequestLocale(locale);
  return redirectLegacyOffer(requireBoard(board), locale, slug);
}
