'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useBoard } from '@jobboard/tenancy/board-context';
import { boardLogo, type Locale } from '@jobboard/tenancy/board-config';

export interface BoardLogoProps {
  locale: Locale;
  /** Max width in px; the spec sets it per place (header, footer, guest card). */
  maxWidth: number;
  /** The light variant sits on dark surfaces (footer, guest layout). */
  variant?: 'default' | 'light';
  /** Boards that credit the platform show a small "by" line under the logo. */
  creditLabel?: string;
}

/** The board's logo, sized by the caller's slot, with the board's name as its text alternative. */
export function BoardLogo({ locale, maxWidth, variant = 'default', creditLabel }: BoardLogoProps) {
  const board = useBoard();
  const image = boardLogo(board, locale, variant === 'light' ? 'logoLight' : 'logo');
  return (
    <Box
      sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', maxWidth }}
    >
      {/* An SVG with its own width and height: next/image would not optimise it, only wrap it. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={image.path}
        alt={board.name[locale]}
        width={image.width}
        height={image.height}
        style={{ width: '100%', height: 'auto', maxWidth }}
      />
      {board.features.byCreditLine && creditLabel ? (
        <Typography variant="caption" color={variant === 'light' ? 'grey.300' : 'text.secondary'}>
          {creditLabel}
        </Typography>
      ) : null}
    </Box>
  );
}
