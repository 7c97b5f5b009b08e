import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { BoardProvider } from '@jobboard/tenancy/board-context';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
// Not through the http entry: that barrel is imported by server components too, and notistack's
// class components cannot load in the React server build.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { ApiToastProvider } from '@/modules/http/api-toast-provider';
import { BoardThemeProvider } from '../branding/board-theme-provider';

/**
 * The client runtime of the forms and the signed-in areas: every message, the board config, the
 * MUI theme with Emotion, and the API error toasts (spec section 8). Public pages render outside
 * it (server components and small islands), so they never ship it; the layouts of the guest,
 * employer and account pages (the `(app)` groups) wrap their pages in it.
 */
export function AppProviders({ board, children }: { board: BoardConfig; children: ReactNode }) {
  return (
    <NextIntlClientProvider>
      <BoardProvider board={board}>
        <BoardThemeProvider tokens={board.theme}>
          <ApiToastProvider>{children}</ApiToastProvider>
        </BoardThemeProvider>
      </BoardProvider>
    </NextIntlClientProvider>
  );
}
