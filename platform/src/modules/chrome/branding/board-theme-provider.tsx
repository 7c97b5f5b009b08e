'use client';

import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
// The index re-exports every language; MUI declares no side effects, so the build keeps frFR only.
import { frFR } from '@mui/material/locale';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { createBoardTheme } from '@jobboard/themes/create-board-theme';

type Theme = ReturnType<typeof createBoardTheme>;

/**
 * One theme per board's tokens and language, shared by every render: MUI's createTheme costs
 * milliseconds, and the server built one for each signed-in page it rendered (issue 16's
 * profile). Themes are not changed once built; the boards and languages are few.
 */
const themes: Record<string, Theme> = {};

/** Themes hold functions, so they are built here on the client side from serialisable tokens. */
export function BoardThemeProvider({
  tokens,
  locale,
  children,
}: {
  tokens: BoardConfig['theme'];
  locale: Locale;
  children: ReactNode;
}) {
  const theme = (themes[`${locale}:${JSON.stringify(tokens)}`] ??= themeFor(tokens, locale));
  return (
    <AppRouterCacheProvider options={{ key: 'mui' }}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}

/**
 * MUI's own texts (an Autocomplete's "Open" and "Clear", a pagination's labels...) in the page's
 * language: English is MUI's default; French pages read them in French (issue 46, item 24).
 */
function themeFor(tokens: BoardConfig['theme'], locale: Locale): Theme {
  const theme = createBoardTheme(tokens);
  return locale === 'fr' ? createTheme(theme, frFR) : theme;
}
