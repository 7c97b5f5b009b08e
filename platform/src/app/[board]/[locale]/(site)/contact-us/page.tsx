import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireBoard } from '@/boards';
import { ContactPage } from '@/modules/contact/contact-page';
import { pageMetadata } from '@/modules/seo/page-metadata';
import { elision } from '@/modules/french-grammar';
import type { Locale } from '@jobboard/tenancy/board-config';

type Props = { params: Promise<{ board: string; locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { board: key, locale } = await params;
  const board = requireBoard(key);
  const t = await getTranslations({ locale, namespace: 'contact' });
  return pageMetadata({
    board,
    locale,
    pathname: '/contact-us',
    title: t('title'),
    description: t('metaDescription', {
      board: board.name[locale],
      elision: elision(board.name[locale]),
    }),
  });
}

export default async function Page({ params }: Props) {
  const { board, locale } = await params;
  setRequestLocale(locale);
  return <ContactPage board={requireBoard(board)} locale={locale} />;
}
