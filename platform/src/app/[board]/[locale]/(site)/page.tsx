import { setRequestLocale } from 'next-intl/server';
import { requireBoard } from '@/boards';
import type { AppLocale } from '@/i18n/routing';
import { HomePage } from '@/modules/home/home-page';
import { homeMetadata } from '@/modules/home/home-metadata';

interface Props {
  params: Promise<{ board: string; locale: AppLocale }>;
}

export async function generateMetadata({ params }: Props) {
  const { board, locale } = await params;
  return homeMetadata(requireBoard(board), locale);
}

export default async function Page({ params }: Props) {
  const { board, locale } = await params;
  setRequestLocale(locale);
  return <HomePage board={requireBoard(board)} locale={locale} />;
}
