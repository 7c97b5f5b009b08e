import { setRequestLocale } from 'next-intl/server';
import { requireBoard } from '@/boards';
import type { AppLocale } from '@/i18n/routing';
import { HomePage } from '@/modules/home/home-page';

export default async function Page({
  params,
}: {
  params: Promise<{ board: string; locale: AppLocale }>;
}) {
  const { board, locale } = await params;
  setRequestLocale(locale);
  return <HomePage board={requireBoard(board)} locale={locale} />;
}
