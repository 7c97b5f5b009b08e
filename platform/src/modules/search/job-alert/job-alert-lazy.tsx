'use client';

import { ClientRuntime, type ClientRuntimeProps } from '@/modules/chrome';
import { JobAlertForm } from '@/modules/job-alerts';
import type { ToastTexts } from '@/modules/http';
import type { PrivacyNoticeTexts } from '@/modules/privacy-notice';
import { searchParamsOf, type OffersQuery } from '../offer-filters';

/**
 * The form's runtime; its messages are only the namespaces the form uses (offers.alerts, http),
 * and its privacy notice comes translated.
 */
export type JobAlertRuntime = ClientRuntimeProps & { privacy: PrivacyNoticeTexts };

/**
 * The job alert form (react-hook-form, zod, MUI) with the providers it needs, loaded by
 * JobAlertSlot only when the form comes near the screen: none of it is in the search pages'
 * first load.
 */
export function JobAlertLazy({
  filters,
  runtime,
  toasts,
}: {
  filters: OffersQuery;
  runtime: JobAlertRuntime;
  toasts: ToastTexts;
}) {
  // The island's toasts hold only what its calls can meet (ToastTexts); the form's useApiFetch
  // reads all four, and creating an alert neither signs in nor uploads.
  const { privacy, ...clientRuntime } = runtime;
  const http = { invalidGrant: toasts.generic, fileSizeExceeded: toasts.generic, ...toasts };
  return (
    <ClientRuntime {...clientRuntime} messages={{ ...clientRuntime.messages, http }}>
      <JobAlertForm search={searchParamsOf(filters).toString()} privacy={privacy} />
    </ClientRuntime>
  );
}
