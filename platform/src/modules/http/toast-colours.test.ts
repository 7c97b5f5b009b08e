import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createBoardTheme } from '@jobboard/themes/create-board-theme';
import { boards } from '@jobboard/tenants/registry';
import { toastColours, toastColourStyles, toastVariants } from './toast-colours';

describe('the toasts’ colours', () => {
  it.each(boards.map((b) => [b.key, b] as const))(
    'read at 4.5:1 at least on %s (issue 46, item 26)',
    (_key, board) => {
      const theme = createBoardTheme(board.theme);
      const colours = toastColours(theme.palette);
      for (const variant of toastVariants) {
        const { background, text } = colours[variant];
        expect(getContrastRatio(text, background), variant).toBeGreaterThanOrEqual(4.5);
      }
      // The success toast is the theme's green, with white text (5.1:1), not notistack's #43a047.
      expect(colours.success).toEqual({ background: '#2e7d32', text: '#fff' });
      expect(toastColourStyles(theme)['html .notistack-MuiContent-success']).toEqual({
        backgroundColor: '#2e7d32',
        color: '#fff',
      });
    },
  );
});
