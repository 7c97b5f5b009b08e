import type { BoardConfig } from '@jobboard/tenancy/board-config';

/** The console's own sober look: it belongs to no board, so it wears none of their colours. */
export const consoleTheme: BoardConfig['theme'] = {
  primary: '#1f3a5f',
  secondary: '#3d5a80',
  dark: '#14213d',
  background: '#f6f7f9',
  radius: 8,
  fonts: { heading: 'Inter Variable', body: 'Inter Variable' },
};
