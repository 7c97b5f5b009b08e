import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getMessages, getNow, getTimeZone, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@jobboard/tenancy/board-config';
import { routing } from '@/i18n/routing';
import { ClientRuntime } from '@/modules/chrome';
import { consoleTheme } from './console-theme';

/**
 * Root layout of the console's pages (the console host only, see proxy.ts): html lang, the
 * console's theme and the client runtime the forms need. No board: none is resolved there.
 */
export async function ConsoleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale as Locale);
  const [messages, timeZone, now] = await Promise.all([getMessages(), getTimeZone(), getNow()]);
  return (
    <html lang={`${locale}-CA`}>
      <body>
        <ClientRuntime
          board={{ key: 'console', theme: consoleTheme }}
          locale={locale as Locale}
          messages={messages}
          timeZone={timeZone}
          now={now}
        >
          {children}
        </ClientRuntime>
      </body>
    </html>
  );
}
