import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { BoardProvider } from '@jobboard/tenancy/board-context';
import { findBoard } from '@/boards';
import { routing } from '@/i18n/routing';
import { BoardThemeProvider } from '@/modules/shell/board-theme-provider';

export default async function BoardLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ board: string; locale: string }>;
}) {
  const { board: key, locale } = await params;
  const board = findBoard(key);
  if (!board || !hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={`${locale}-CA`}>
      <body>
        <NextIntlClientProvider>
          <BoardProvider board={board}>
            <BoardThemeProvider tokens={board.theme}>{children}</BoardThemeProvider>
          </BoardProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
