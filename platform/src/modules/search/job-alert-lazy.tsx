'use client';

import type { AbstractIntlMessages } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { BoardProvider } from '@jobboard/tenancy/board-context';
import { JobAlertForm } from '@/modules/job-alerts';
// The form's runtime, which the public pages' shell no longer provides (issue 16): AppProviders'
// own pieces, by their files as AppProviders takes them (their entries bring other code along).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { BoardThemeProvider } from '@/modules/chrome/branding/board-theme-provider';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { ApiToastProvider } from '@/modules/http/api-toast-provider';

export interface JobAlertRuntime {
  locale: Locale;
  /** Only the namespaces the form uses (offers.alerts, http). */
  messages: AbstractIntlMessages;
  timeZone: string;
  board: BoardConfig;
}

/**
 * The job alert form (react-hook-form, zod, MUI) with the providers it needs, loaded by
 * JobAlertSlot only when the form comes near the screen: none of it is in the search pages'
 * first load.
 */
export function JobAlertLazy({ search, runtime }: { search: string; runtime: JobAlertRuntime }) {
  return (
    <NextIntlClientProvider
      locale={runtime.locale}
      messages={runtime.messages}
      timeZone={runtime.timeZone}
    >
      <BoardProvider board={runtime.board}>
        <BoardThemeProvider tokens={runtime.board.theme}>
          <ApiToastProvider>
            <JobAlertForm search={search} />
          </ApiToastProvider>
        </BoardThemeProvider>
      </BoardProvider>
    </NextIntlClientProvider>
  );
}
