'use client';

import type { ReactNode } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { BoardProvider } from '@jobboard/tenancy/board-context';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
// By its file, as AppProviders takes it: the http entry brings other code along.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { ApiToastProvider } from '@/modules/http/api-toast-provider';
import { BoardThemeProvider } from '../branding/board-theme-provider';

/** What a server component hands a lazily loaded MUI part of a public page (ClientRuntime). */
export interface ClientRuntimeProps {
  board: BoardConfig;
  locale: Locale;
  /** All of them, or only the namespaces the part uses. */
  messages: AbstractIntlMessages;
  timeZone: string;
  now?: Date;
}

/**
 * AppProviders' runtime (messages, board, MUI theme, toasts) for a part of a public page that is
 * loaded only where it is used (issue 16: the public pages have no providers). A client module,
 * so the server passes what next-intl's server provider would have read itself.
 */
export function ClientRuntime({
  board,
  locale,
  messages,
  timeZone,
  now,
  children,
}: ClientRuntimeProps & { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={timeZone} now={now}>
      <BoardProvider board={board}>
        <BoardThemeProvider tokens={board.theme}>
          <ApiToastProvider>{children}</ApiToastProvider>
        </BoardThemeProvider>
      </BoardProvider>
    </NextIntlClientProvider>
  );
}
