'use client';

import { ClientRuntime, type ClientRuntimeProps } from '@/modules/chrome';
import { JobAlertForm } from '@/modules/job-alerts';

/** The form's runtime; its messages are only the namespaces the form uses (offers.alerts, http). */
export type JobAlertRuntime = ClientRuntimeProps;

/**
 * The job alert form (react-hook-form, zod, MUI) with the providers it needs, loaded by
 * JobAlertSlot only when the form comes near the screen: none of it is in the search pages'
 * first load.
 */
export function JobAlertLazy({ search, runtime }: { search: string; runtime: JobAlertRuntime }) {
  return (
    <ClientRuntime {...runtime}>
      <JobAlertForm search={search} />
    </ClientRuntime>
  );
}
