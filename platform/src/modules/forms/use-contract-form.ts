'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useHydrated } from '@/modules/http';
import { applyServerErrors } from './apply-server-errors';

/**
 * A form checked by the same zod contract as its API endpoint (spec section 8): server 422s land
 * under their fields, any other error goes to `onOtherError` (the global toasts have shown it).
 * `formProps` go on the <form>; `data-hydrated` tells tests when typing is safe.
 */
export function useContractForm<Input extends FieldValues, Output extends FieldValues>(options: {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  submit: (values: Output) => Promise<void>;
  onOtherError?: (error: unknown) => void;
}) {
  const { schema, defaultValues, submit, onOtherError } = options;
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const hydrated = useHydrated();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit(values);
    } catch (error) {
      if (!applyServerErrors(error, form.setError)) onOtherError?.(error);
    }
  });
  const formProps = {
    method: 'post',
    onSubmit,
    noValidate: true,
    'data-hydrated': hydrated,
  } as const;
  return { ...form, formProps };
}
