import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { boardCssHref } from '@jobboard/themes/board-css-variables';
import { findBoard, requireBoard } from '@/boards';
import { LanguageCookiesSync } from '@/i18n/language-cookies-sync';
import { routing } from '@/i18n/routing';
import { fontUrls } from '@/modules/chrome/branding/font-urls';
import { ChunkReload } from '@/modules/chunk-reload';
import { PaintFirst } from '@/modules/paint-first';
import { boardMetadata } from '@/modules/seo/board-metadata';
// Every family a board may name in theme.fonts, Latin faces only, each with its metric-matched
// fallback; CSS, so the bundler keeps them (the platform's other modules are side-effect free).
import '@/modules/chrome/branding/fonts.css';
import '@/modules/chrome/branding/font-fallbacks.css';
import '@/modules/chrome/branding/base.css';
import { SYSTEM_FONT, type Locale } from '@jobboard/tenancy/board-config';

interface Props {
  children: ReactNode;
  params: Promise<{ board: string; locale: string }>;
}

export async function generateMetadata({ params }: Omit<Props, 'children'>) {
  const { board, locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  return boardMetadata(requireBoard(board), locale);
}

/**
 * Root layout of every board page: html lang and the board's theme as CSS variables (a
 * stylesheet of the board's). No client
 * providers here: public pages are server components with small islands; the layouts of the
 * forms and signed-in areas add AppProviders (modules/chrome/layouts/app-providers.tsx).
 */
export default async function BoardLayout({ children, params }: Props) {
  const { board: key, locale } = await params;
  const board = findBoard(key);
  if (!board || !hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale as Locale);
  // The board's web fonts (one family for both roles, or a heading family over the system font):
  // the first paint uses them all, headings and text alike.
  const fonts = new Set(
    [board.theme.fonts.heading, board.theme.fonts.body].flatMap((family) =>
      family === SYSTEM_FONT ? [] : [fontUrls[family]],
    ),
  );
  return (
    // The cookie banner's inline script may mark <html> before hydration (cookie-banner.tsx).
    <html lang={`${locale}-CA`} suppressHydrationWarning>
      <head>
        <PaintFirst />
        {/* Tokens as CSS variables, one cached file a board (boardCssHref). */}
        <link rel="stylesheet" href={boardCssHref(board.key, board.theme)} />
        {/* The board's fonts start with the stylesheets, not after them: with font-display
            optional a font that misses the first paint's ~100 ms is not used for the page
            view. In the head itself: react-dom's preload() from here arrives in the flight data
            after the head has been sent. */}
        {[...fonts].map((href) => (
          <link
            key={href}
            rel="preload"
            href={href}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ))}
      </head>
      <body>
        <LanguageCookiesSync locale={locale} />
        <ChunkReload />
        {children}
      </body>
    </html>
  );
}
