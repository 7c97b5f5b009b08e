import type { ReactNode } from 'react';
import { getLocale, getMessages, getNow, getTimeZone } from 'next-intl/server';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { ClientRuntime } from './client-runtime';

/**
 * The client runtime of the forms and the signed-in areas: every message, the board config, the
 * MUI theme with Emotion, and the API error toasts (spec section 8). Public pages render outside
 * it (server components and small islands), so they never ship it; the layouts of the guest,
 * employer and account pages (the `(app)` groups) wrap their pages in it.
 */
export async function AppProviders({
  board,
  children,
}: {
  board: BoardConfig;
  children: ReactNode;
}) {
  const [locale, messages, timeZone, now] = await Promise.all([
    getLocale(),
    getMessages(),
    getTimeZone(),
    getNow(),
  ]);
  return (
    <ClientRuntime
      board={board}
      locale={locale as Locale}
      messages={messages}
      timeZone={timeZone}
      now={now}
    >
      {children}
    </ClientRuntime>
  );
}
