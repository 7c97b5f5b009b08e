'use client';

import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { createBoardTheme } from '@jobboard/themes/create-board-theme';

/** Themes hold functions, so they are built here on the client side from serialisable tokens. */
export function BoardThemeProvider({
  tokens,
  children,
}: {
  tokens: BoardConfig['theme'];
  children: ReactNode;
}) {
  const theme = useMemo(() => createBoardTheme(tokens), [tokens]);
  return (
    <AppRouterCacheProvider options={{ key: 'mui' }}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}
