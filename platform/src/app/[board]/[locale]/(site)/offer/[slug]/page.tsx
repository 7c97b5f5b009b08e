import { setRequestLocale } from 'next-intl/server';
import { requireBoard } from '@/boards';
import { redirectLegacyOffer } from '@/modules/offer-page/legacy-offer';
import type { Locale } from '@jobboard/tenancy/board-config';

export default async function Page(props: {
  params: Promise<{ board: string; locale: Locale; slug: string }>;
}) {
  const { board, locale, slug } = await props.params;
  setRequestLocale(locale);
  return redirectLegacyOffer(requireBoard(board), locale, slug);
}
