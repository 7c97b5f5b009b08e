import { createTheme, type Theme } from '@mui/material/styles';
import type { BoardConfig } from '@jobboard/tenancy/board-config';

/**
 * The shared base every board's theme grows from; a board only brings its colour tokens and
 * radius, so one folder under tenants/ is all a new board needs.
 */
export function createBoardTheme(tokens: BoardConfig['theme']): Theme {
  return createTheme({
    cssVariables: true,
    palette: {
      primary: { main: tokens.primary },
      secondary: { main: tokens.secondary },
      background: { default: tokens.background, paper: '#ffffff' },
    },
    shape: { borderRadius: tokens.radius },
    typography: {
      fontFamily: 'var(--font-body), system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
  });
}
