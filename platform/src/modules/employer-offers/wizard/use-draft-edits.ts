'use client';

import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';
import type { StepValues } from './wizard-values';

/** Hands every change of a step's form to the wizard, which keeps it as the tab's draft. */
export function useDraftEdits<T extends FieldValues>(
  watch: UseFormWatch<T>,
  onEdit: ((values: StepValues) => void) | undefined,
) {
  const latest = useRef(onEdit);
  useEffect(() => {
    latest.current = onEdit;
  }, [onEdit]);
  useEffect(() => {
    const subscription = watch((values) => latest.current?.(values as StepValues));
    return () => subscription.unsubscribe();
  }, [watch]);
}
