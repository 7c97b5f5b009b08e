'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLocale, useTranslations } from 'next-intl';
import {
  runEmployerSync,
  syncSteps,
  useSyncState,
  type StepResult,
  type SyncStep,
} from './sync-state';

/**
 * What "Sync now" is doing and did (issue 46 item 15): the step running ("2 of 3"), then each
 * step's counts or failure, in a polite live region that is always in the page (empty until a
 * sync is asked for) so screen readers announce each change. A failed step can be run again.
 */
export function SyncResults() {
  const t = useTranslations('shell.sync');
  const locale = useLocale();
  const { syncing, current, results, shown } = useSyncState();
  const done = syncSteps.filter((step) => results[step]);
  const failed = done.filter((step) => results[step]?.ok === false);
  const line = (step: SyncStep, result: StepResult) => {
    const label = t(`labels.${step}`);
    if (!result.ok) return t(`result.${result.reason}`, { label });
    if (step === 'profile') return t('result.profile', { label });
    return t('result.counts', { label, checked: result.checked, repaired: result.repaired });
  };
  return (
    <Box data-testid="sync-results" sx={{ typography: 'body2' }}>
      <Box role="status" aria-live="polite">
        {shown ? (
          <>
            {syncing && current ? (
              <Box component="p" sx={{ m: 0, mt: 1 }}>
                {t('running', {
                  step: t(`running-steps.${current}`),
                  current: syncSteps.indexOf(current) + 1,
                  total: syncSteps.length,
                })}
              </Box>
            ) : null}
            {!syncing && done.length > 0 ? (
              <Box component="p" sx={{ m: 0, mt: 1, fontWeight: 700 }}>
                {failed.length > 0 ? t('incomplete') : t('finished')}
              </Box>
            ) : null}
            {done.length > 0 ? (
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                {done.map((step) => (
                  <Box
                    component="li"
                    key={step}
                    data-step={step}
                    sx={results[step]?.ok === false ? { color: 'error.main' } : undefined}
                  >
                    {line(step, results[step]!)}
                  </Box>
                ))}
              </Box>
            ) : null}
          </>
        ) : null}
      </Box>
      {shown && !syncing && failed.length > 0 ? (
        <Button
          size="small"
          variant="outlined"
          sx={{ mt: 1 }}
          onClick={() => void runEmployerSync(locale, { show: true, only: failed })}
        >
          {t('retry')}
        </Button>
      ) : null}
    </Box>
  );
}
