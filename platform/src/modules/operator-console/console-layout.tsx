import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getMessages, getNow, getTimeZone, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@jobboard/tenancy/board-config';
import { routing } from '@/i18n/routing';
import { ClientRuntime } from '@/modules/chrome';
import { consoleTheme } from './console-theme';

const clientNamespaces = ['console', 'http', 'shell'];

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
  const [all, timeZone, now] = await Promise.all([getMessages(), getTimeZone(), getNow()]);
  // Only what the console's client parts read: the whole catalogue is the boards' wording.
  const messages = Object.fromEntries(
    clientNamespaces.filter((name) => name in all).map((name) => [name, all[name]!]),
  );
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
