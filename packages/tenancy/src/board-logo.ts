import type { BoardConfig, CompressedImage } from './board-config';
import type { Locale } from './locales';

/**
 * The logo to show on a page in `locale`: the board's own for that language, else its default.
 * In a file of its own because the pages' shells draw it in the browser, and board-config.ts
 * brings zod, 85 kB gzipped, along (issue 16).
 */
export function boardLogo(
  board: Pick<BoardConfig, 'compressedImages' | 'localizedLogos'>,
  locale: Locale,
  variant: 'logo' | 'logoLight' = 'logo',
): CompressedImage {
  return board.localizedLogos?.[locale]?.[variant] ?? board.compressedImages[variant];
}

/** Width a mail shows the logo at, in CSS pixels (its PNG has twice as many, for sharp screens). */
export const MAIL_LOGO_WIDTH = 150;

/**
 * The logo of a mail in `locale`: a PNG beside the page logo's SVG (`logo.svg` → `logo-mail.png`),
 * since Gmail and Outlook show no SVG. `scripts/render-og-images.ts` renders it from the SVG,
 * at twice `width` × `height`, as it renders the Open Graph image.
 */
export function boardMailLogo(
  board: Pick<BoardConfig, 'compressedImages' | 'localizedLogos'>,
  locale: Locale,
): CompressedImage {
  const logo = boardLogo(board, locale);
  return {
    path: mailLogoPath(logo.path),
    width: MAIL_LOGO_WIDTH,
    height: Math.round((MAIL_LOGO_WIDTH * logo.height) / logo.width),
  };
}

/** `/boards/x/logo-en.svg` → `/boards/x/logo-en-mail.png`. */
export function mailLogoPath(svgPath: string): string {
  return svgPath.replace(/\.svg$/, '-mail.png');
}
