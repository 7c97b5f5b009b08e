'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import type { Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import type { PrivacyNoticeTexts } from './privacy-notice';
import type { PrivacyPurpose } from './privacy-purposes';

/** The notice's texts for a form under the app's providers (every message, the whole board). */
export function usePrivacyNotice(purpose: PrivacyPurpose): PrivacyNoticeTexts {
  const t = useTranslations('privacy-notice');
  const locale = useLocale() as Locale;
  const board = useBoard();
  return {
    text: t(purpose, { board: board.name[locale] }),
    link: t('link'),
    href: pathFor(locale, '/privacy-policy'),
  };
}
