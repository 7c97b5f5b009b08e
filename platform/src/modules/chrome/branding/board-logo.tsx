import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { boardLogo } from '@jobboard/tenancy/board-logo';
import styles from './board-logo.module.css';

export interface BoardLogoProps {
  board: BoardConfig;
  locale: Locale;
  /** Max width in px; the spec sets it per place (header, footer, guest card). */
  maxWidth: number;
  /** The light variant sits on dark surfaces (footer, guest layout). */
  variant?: 'default' | 'light';
  /** Boards that credit the platform show a small "by" line under the logo. */
  creditLabel?: string;
  /** The header's logo may be the largest thing on a phone's first screen: fetch it first. */
  priority?: boolean;
}

/**
 * The board's logo, sized by the caller's slot, with the board's name as its text alternative.
 * No hooks and no MUI: server components and client components (the guest card) both render it.
 */
export function BoardLogo({
  board,
  locale,
  maxWidth,
  variant = 'default',
  creditLabel,
  priority = false,
}: BoardLogoProps) {
  const image = boardLogo(board, locale, variant === 'light' ? 'logoLight' : 'logo');
  return (
    // The box's width is set, not left to the image: a shrink-to-fit box around a lazy image
    // is empty until the file arrives, then grows (Lighthouse's footer-logo layout shift).
    <span
      className={styles.logo}
      style={{ width: Math.min(maxWidth, image.width), maxWidth: '100%' }}
    >
      {/* An SVG with its own width and height: next/image would not optimise it, only wrap it.
          The width and height attributes give the image its height before it loads. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        className={styles.image}
        src={image.path}
        alt={board.name[locale]}
        width={image.width}
        height={image.height}
        style={{ maxWidth }}
        {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      />
      {board.features.byCreditLine && creditLabel ? (
        <span className={`${styles.credit} ${variant === 'light' ? styles.light : ''}`}>
          {creditLabel}
        </span>
      ) : null}
    </span>
  );
}
