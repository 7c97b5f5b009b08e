import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import type { PrivacyNoticeTexts } from './privacy-notice';
import type { PrivacyPurpose } from './privacy-purposes';

/** The notice's texts on the server, for a form rendered there or handed to an island. */
export async function privacyNoticeTexts(
  board: BoardConfig,
  locale: Locale,
  purpose: PrivacyPurpose,
): Promise<PrivacyNoticeTexts> {
  const t = await getTranslations({ locale, namespace: 'privacy-notice' });
  return {
    text: t(purpose, { board: board.name[locale] }),
    link: t('link'),
    href: pathFor(locale, '/privacy-policy'),
  };
}
