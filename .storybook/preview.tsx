import type { Preview } from '@storybook/react-vite';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { NextIntlClientProvider } from 'next-intl';
import { BoardProvider } from '@jobboard/tenancy/board-context';
import { boards } from '@jobboard/tenants/registry';
import { boardCssVariables } from '@jobboard/themes/board-css-variables';
import { createBoardTheme } from '@jobboard/themes/create-board-theme';
import '../platform/src/modules/chrome/branding/fonts.css';
import '../platform/src/modules/chrome/branding/font-fallbacks.css';
import { storyMessages } from './story-messages';

/**
 * Every story renders inside a board (config, theme, wording overlay) and a language picked
 * from the toolbar, with the same messages the server would send.
 */
const preview: Preview = {
  globalTypes: {
    board: {
      description: 'Board',
      toolbar: {
        title: 'Board',
        icon: 'globe',
        items: boards.map((b) => b.key),
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'transfer', items: ['fr', 'en'], dynamicTitle: true },
    },
  },
  initialGlobals: { board: boards[0]?.key, locale: 'fr' },
  decorators: [
    (Story, context) => {
      const board = boards.find((b) => b.key === context.globals.board) ?? boards[0]!;
      const locale = context.globals.locale === 'en' ? 'en' : 'fr';
      return (
        <NextIntlClientProvider
          locale={locale}
          messages={storyMessages(board.key, locale)}
          timeZone="America/Toronto"
        >
          <BoardProvider board={board}>
            <ThemeProvider theme={createBoardTheme(board.theme)}>
              <CssBaseline />
              {/* The board's tokens as the root layout sets them: the plain-CSS components' colours. */}
              <style>{boardCssVariables(board.theme)}</style>
              <Story />
            </ThemeProvider>
          </BoardProvider>
        </NextIntlClientProvider>
      );
    },
  ],
};

export default preview;
