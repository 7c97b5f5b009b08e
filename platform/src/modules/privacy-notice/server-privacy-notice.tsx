import 'server-only';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { PrivacyNotice } from './privacy-notice';
import { privacyNoticeTexts } from './privacy-notice-texts';
import type { PrivacyPurpose } from './privacy-purposes';

/** The notice of a form the server renders (the public pages' plain forms). */
export async function ServerPrivacyNotice({
  board,
  locale,
  purpose,
  tone,
}: {
  board: BoardConfig;
  locale: Locale;
  purpose: PrivacyPurpose;
  tone?: 'muted' | 'inherit';
}) {
  return <PrivacyNotice {...await privacyNoticeTexts(board, locale, purpose)} tone={tone} />;
}
