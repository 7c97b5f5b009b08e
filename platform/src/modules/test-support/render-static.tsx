import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { BoardProvider } from '@jobboard/tenancy/board-context';
import type { Locale } from '@jobboard/tenancy/board-config';
import { boards } from '@jobboard/tenants/registry';
import { loadMessages, type MessageDirs } from '@/i18n/messages';

// From the repository root, where the tests run (the server's own default is platform/).
const dirs: MessageDirs = {
  base: fileURLToPath(new URL('../../../messages', import.meta.url)),
  tenants: fileURLToPath(new URL('../../../../tenants', import.meta.url)),
};

/**
 * A client component's server HTML, with the board's wording, as the page would send it. Emotion's
 * `<style>` elements are dropped: in the app, MUI's App Router cache moves them into the head.
 */
export function renderStatic(
  ui: ReactNode,
  { board = 'hospitality', locale = 'fr' }: { board?: string; locale?: Locale } = {},
): string {
  const config = boards.find((b) => b.key === board);
  if (!config) throw new Error(`No board ${board}`);
  const html = renderToStaticMarkup(
    <NextIntlClientProvider
      locale={locale}
      messages={loadMessages(board, locale, dirs)}
      timeZone="America/Toronto"
    >
      <BoardProvider board={config}>{ui}</BoardProvider>
    </NextIntlClientProvider>,
  );
  return html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '');
}
