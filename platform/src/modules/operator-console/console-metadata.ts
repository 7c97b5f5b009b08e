import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@jobboard/tenancy/board-config';

type TitleKey =
  | 'signIn.title'
  | 'enrolment.title'
  | 'home.boardsTitle'
  | 'moderation.title'
  | 'reports.title'
  | 'audit.title'
  | 'employers.title'
  | 'health.title'
  | 'payments.title';

/** A console page's title, "page · console", in its language; never indexed. */
export function consoleMetadata(key: TitleKey) {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const locale = (await params).locale as Locale;
    const t = await getTranslations({ locale, namespace: 'console' });
    return {
      title: `${t(key)} · ${t('title')}`,
      robots: { index: false, follow: false },
    };
  };
}
