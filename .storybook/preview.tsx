import type { Preview } from '@storybook/react-vite';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { BoardProvider } from '@jobboard/tenancy/board-context';
import { boards } from '@jobboard/tenants/registry';
import { createBoardTheme } from '@jobboard/themes/create-board-theme';

/** Every story renders inside a board (theme + config) and a locale picked from the toolbar. */
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
      return (
        <BoardProvider board={board}>
          <ThemeProvider theme={createBoardTheme(board.theme)}>
            <CssBaseline />
            <Story />
          </ThemeProvider>
        </BoardProvider>
      );
    },
  ],
};

export default preview;
