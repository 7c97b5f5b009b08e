import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { requireBoard } from '@/boards';
import type { AppLocale } from '@/i18n/routing';
import { ContactPage } from '@/modules/contact/contact-page';

type Props = { params: Promise<{ board: string; locale: AppLocale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { board, locale } = await params;
  const t = await getTranslations({ locale, namespace: 'contact' });
  return {
    title: t('title'),
    description: t('metaDescription', { board: requireBoard(board).name[locale] }),
  };
}

export default async function Page({ params }: Props) {
  const { board, locale } = await params;
  setRequestLocale(locale);
  return <ContactPage board={requireBoard(board)} />;
}
