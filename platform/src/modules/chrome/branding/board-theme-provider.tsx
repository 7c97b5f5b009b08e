'use client';

import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { createBoardTheme } from '@jobboard/themes/create-board-theme';

type Theme = ReturnType<typeof createBoardTheme>;

/**
 * One theme per board's tokens, shared by every render: MUI's createTheme costs milliseconds,
 * and the server built one for each signed-in page it rendered (issue 16's profile). Themes are
 * not changed once built; the boards are few.
 */
const themes: Record<string, Theme> = {};

/** Themes hold functions, so they are built here on the client side from serialisable tokens. */
export function BoardThemeProvider({
  tokens,
  children,
}: {
  tokens: BoardConfig['theme'];
  children: ReactNode;
}) {
  const theme = (themes[JSON.stringify(tokens)] ??= createBoardTheme(tokens));
  return (
    <AppRouterCacheProvider options={{ key: 'mui' }}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
