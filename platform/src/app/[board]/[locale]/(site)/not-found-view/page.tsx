import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ErrorPage } from '@/modules/errors/error-page';
import { NOT_FOUND_RENDER_HEADER } from '@/modules/errors/server';
import { isNotFoundRender } from '@/modules/errors/not-found-token';
import type { Locale } from '@jobboard/tenancy/board-config';

interface Props {
  params: Promise<{ locale: Locale }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'errors' });
  return { title: t('404.title'), robots: { index: false } };
}

/** The 404 page as the server renders it for every 404 (see modules/errors/not-found-render). */
export default async function NotFoundView() {
  if (!isNotFoundRender((await headers()).get(NOT_FOUND_RENDER_HEADER))) notFound();
  return <ErrorPage status={404} />;
}
