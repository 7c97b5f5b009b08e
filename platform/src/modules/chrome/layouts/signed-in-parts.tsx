'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { BoardProvider } from '@jobboard/tenancy/board-context';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import type { AttributeSlugs } from '@jobboard/tenancy/paths';
// By its file, as AppProviders takes it: the http entry brings other code along.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { ApiToastProvider } from '@/modules/http/api-toast-provider';
import { BoardThemeProvider } from '../branding/board-theme-provider';
import { SessionHeader } from '../header/session-header';
import type { HeaderVariant } from '../header/site-header';
import { EmailConfirmationAlertSlot } from './email-confirmation-alert-slot';

export interface SignedInPartsProps {
  part: 'employer-header' | 'notices';
  board: BoardConfig;
  locale: Locale;
  messages: AbstractIntlMessages;
  timeZone: string;
  now: Date;
  initial?: HeaderVariant;
  attributeSlugs?: readonly AttributeSlugs[];
}

/**
 * What only signed-in visitors see on public pages (the employer's header with its menus, the
 * unconfirmed e-mail alert), with the client runtime they need: every message, the board, the MUI
 * theme and the toasts, as AppProviders gives the forms. Loaded through SignedInIsland only.
 */
export default function SignedInParts({
  part,
  board,
  locale,
  messages,
  timeZone,
  now,
  initial,
  attributeSlugs,
}: SignedInPartsProps) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={timeZone} now={now}>
      <BoardProvider board={board}>
        <BoardThemeProvider tokens={board.theme}>
          <ApiToastProvider>
            {part === 'employer-header' && initial ? (
              <SessionHeader initial={initial} attributeSlugs={attributeSlugs} />
            ) : (
              <EmailConfirmationAlertSlot />
            )}
          </ApiToastProvider>
        </BoardThemeProvider>
      </BoardProvider>
    </NextIntlClientProvider>
  );
}
