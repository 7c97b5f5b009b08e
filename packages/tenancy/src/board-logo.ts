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
