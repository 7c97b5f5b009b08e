'use client';

import type { ReactNode } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { BoardKeyProvider, BoardProvider } from '@jobboard/tenancy/board-context';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
// By its file, as AppProviders takes it: the http entry brings other code along.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { ApiToastProvider } from '@/modules/http/api-toast-provider';
import { BoardThemeProvider } from '../branding/board-theme-provider';

/** What a server component hands a lazily loaded MUI part of a public page (ClientRuntime). */
/** Enough of a board for a part that reads only its key (useBoardKey) and theme. */
export type ClientBoard = Pick<BoardConfig, 'key' | 'theme'>;

export interface ClientRuntimeProps {
  /**
   * The whole board for parts that read it (useBoard), else only its key and theme: the rest of
   * the config would otherwise ride in the page's RSC payload (issue 16, the home page's HTML).
   */
  board: BoardConfig | ClientBoard;
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
      <BoardContexts board={board}>
        <BoardThemeProvider tokens={board.theme} locale={locale}>
          <ApiToastProvider>{children}</ApiToastProvider>
        </BoardThemeProvider>
      </BoardContexts>
    </NextIntlClientProvider>
  );
}

function BoardContexts({
  board,
  children,
}: {
  board: BoardConfig | ClientBoard;
  children: ReactNode;
}) {
  return 'hostnames' in board ? (
    <BoardProvider board={board}>{children}</BoardProvider>
  ) : (
    <BoardKeyProvider boardKey={board.key}>{children}</BoardKeyProvider>
  );
}
