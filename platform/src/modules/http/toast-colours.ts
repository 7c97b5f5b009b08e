import { getContrastRatio, type Theme } from '@mui/material/styles';

export const toastVariants = ['success', 'error', 'warning', 'info'] as const;

const white = '#fff';
const ink = 'rgba(0, 0, 0, 0.87)';

/**
 * The toasts' colours from the board's theme, not notistack's own (white on #43a047 is 3.3:1,
 * issue 46). Success and error use the palette's main shade, warning and info its dark one, and
 * the text is whichever of white and ink reads better on it: 4.5:1 at least (WCAG 1.4.3).
 */
export function toastColours(palette: Theme['palette']) {
  return Object.fromEntries(
    toastVariants.map((variant) => {
      const background =
        variant === 'success' || variant === 'error'
          ? palette[variant].main
          : palette[variant].dark;
      const text =
        getContrastRatio(white, background) >= getContrastRatio(ink, background) ? white : ink;
      return [variant, { background, text }];
    }),
  ) as Record<(typeof toastVariants)[number], { background: string; text: string }>;
}

/** notistack's per-variant class, outranked by `html` as the position rule is. */
export function toastColourStyles(theme: Theme) {
  return Object.fromEntries(
    Object.entries(toastColours(theme.palette)).map(([variant, { background, text }]) => [
      `html .notistack-MuiContent-${variant}`,
      { backgroundColor: background, color: text },
    ]),
  );
}
