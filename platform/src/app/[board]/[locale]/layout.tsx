import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { BoardProvider } from '@jobboard/tenancy/board-context';
import { findBoard, requireBoard } from '@/boards';
import { LanguageCookiesSync } from '@/i18n/language-cookies-sync';
import { routing } from '@/i18n/routing';
import { ApiToastProvider } from '@/modules/http/api-toast-provider';
import { ChunkReload } from '@/modules/chunk-reload';
import { boardMetadata } from '@/modules/seo/board-metadata';
import { BoardThemeProvider } from '@/modules/chrome/branding/board-theme-provider';
import '@/modules/chrome/branding/fonts';
import type { Locale } from '@jobboard/tenancy/board-config';

interface Props {
  children: ReactNode;
  params: Promise<{ board: string; locale: string }>;
}

export async function generateMetadata({ params }: Omit<Props, 'children'>) {
  const { board, locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  return boardMetadata(requireBoard(board), locale);
}

/** Root layout of every board page: html lang, the board's wording, config and theme. */
export default async function BoardLayout({ children, params }: Props) {
  const { board: key, locale } = await params;
  const board = findBoard(key);
  if (!board || !hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale as Locale);
  return (
    // The cookie banner's inline script may mark <html> before hydration (cookie-banner.tsx).
    <html lang={`${locale}-CA`} suppressHydrationWarning>
      <body>
        <LanguageCookiesSync locale={locale} />
        <ChunkReload />
        <NextIntlClientProvider>
          <BoardProvider board={board}>
            <BoardThemeProvider tokens={board.theme}>
              {/* Once for every layout: the API error toasts of spec section 8. */}
              <ApiToastProvider>{children}</ApiToastProvider>
            </BoardThemeProvider>
          </BoardProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
