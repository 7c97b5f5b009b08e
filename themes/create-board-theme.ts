import { createTheme, type Theme } from '@mui/material/styles';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { fontStack as stack } from './board-css-variables';

/**
 * The shared base every board's theme grows from; a board only brings its tokens (colours,
 * radius, font families), so one folder under tenants/ is all a new board needs. CSS variables
 * let server-rendered HTML carry the board's colours, so no other board's theme ever flashes.
 */
export function createBoardTheme(tokens: BoardConfig['theme']): Theme {
  const heading = stack(tokens.fonts.heading);
  return createTheme({
    cssVariables: true,
    palette: {
      primary: { main: tokens.primary },
      secondary: { main: tokens.secondary },
      background: { default: tokens.background, paper: '#ffffff' },
    },
    shape: { borderRadius: tokens.radius },
    typography: {
      fontFamily: stack(tokens.fonts.body),
      h1: { fontFamily: heading, fontWeight: 700 },
      h2: { fontFamily: heading, fontWeight: 700 },
      h3: { fontFamily: heading, fontWeight: 700 },
      h4: { fontFamily: heading, fontWeight: 700 },
      h5: { fontFamily: heading, fontWeight: 600 },
      h6: { fontFamily: heading, fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      // Links inside running text must not rely on colour alone (WCAG 1.4.1); navigation lists
      // opt out with underline="hover" where position already marks them as links.
      MuiLink: { defaultProps: { underline: 'always' } },
    },
  });
}
