import { SYSTEM_FONT, type BoardConfig } from '@jobboard/tenancy/board-config';

const fallback = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * A board font, then its metric-matched stand-in (platform/src/modules/chrome/branding/
 * font-fallbacks.css); SYSTEM_FONT is the device's own font, nothing downloaded.
 */
export const fontStack = (family: string) =>
  family === SYSTEM_FONT ? fallback : `"${family}", "${family} Fallback", ${fallback}`;

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(hex: string) {
  const [r, g, b] = channels(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Text on a filled colour, by MUI's rule (contrast threshold 3), so islands match MUI buttons. */
export function contrastText(hex: string) {
  const l = luminance(hex);
  return 1.05 / (l + 0.05) >= 3 ? '#fff' : 'rgba(0, 0, 0, 0.87)';
}

/** MUI's `darken(colour, 0.3)`: the hover and dark shade of a palette colour. */
export function darken(hex: string, amount = 0.3) {
  const [r, g, b] = channels(hex).map((c) => Math.round(c * (1 - amount)));
  return `#${[r, g, b].map((c) => c!.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The board's theme tokens as CSS custom properties on :root, so server components style
 * themselves with plain CSS (CSS Modules) and no client runtime: the same tokens the MUI theme of
 * the forms is built from (create-board-theme.ts), so both look alike.
 */
export function boardCssVariables(tokens: BoardConfig['theme']): string {
  const vars: Record<string, string> = {
    '--jb-primary': tokens.primary,
    '--jb-primary-dark': darken(tokens.primary),
    '--jb-primary-contrast': contrastText(tokens.primary),
    '--jb-secondary': tokens.secondary,
    '--jb-secondary-dark': darken(tokens.secondary),
    '--jb-secondary-contrast': contrastText(tokens.secondary),
    '--jb-dark': tokens.dark,
    '--jb-dark-contrast': contrastText(tokens.dark),
    '--jb-background': tokens.background,
    '--jb-paper': '#ffffff',
    '--jb-text': 'rgba(0, 0, 0, 0.87)',
    '--jb-text-secondary': 'rgba(0, 0, 0, 0.6)',
    '--jb-divider': 'rgba(0, 0, 0, 0.12)',
    '--jb-radius': `${tokens.radius}px`,
    '--jb-font-body': fontStack(tokens.fonts.body),
    '--jb-font-heading': fontStack(tokens.fonts.heading),
  };
  return `:root{${Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}}`;
}

/** FNV-1a of the stylesheet, base 36: its address changes with it, so it can be kept a year. */
function version(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * Where a board's variables are served as a stylesheet (platform's boards/[key]/theme.css
 * route). A stylesheet rather than a <style> in every page: React puts a server-rendered
 * element in a page twice, in its HTML and again in the flight data, where the browser keeps
 * one cached file for all of a board's pages (issue 16: the home page's HTML).
 */
export function boardCssHref(key: string, tokens: BoardConfig['theme']): string {
  return `/boards/${key}/theme.css?v=${version(boardCssVariables(tokens))}`;
}
