import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { requireBoard } from '@/boards';
import type { AppLocale } from '@/i18n/routing';
import { ApplyPage } from '@/modules/apply/apply-page';

export { generateMetadata } from '@/modules/apply/apply-metadata';

export default async function Page(props: {
  params: Promise<{ board: string; locale: AppLocale; slug: string; id: string }>;
}) {
  const { board, locale, slug, id } = await props.params;
  setRequestLocale(locale);
  if (!/^\d{1,9}$/.test(id)) notFound();
  return <ApplyPage board={requireBoard(board)} locale={locale} slug={slug} id={Number(id)} />;
}
