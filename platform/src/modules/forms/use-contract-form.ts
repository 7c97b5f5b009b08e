'use client';

import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useState } from 'react';
import type { z } from 'zod';
import { useHydrated } from '@/modules/http';
import { applyServerErrors } from './apply-server-errors';

type Contract<Input extends FieldValues, Output extends FieldValues> = z.ZodType<Output, Input>;

/**
 * A contract, or a loader of it for a public page's form: zod alone is 85 kB gzipped, over the
 * first-load budget of those pages (issue 16), and nothing needs it before the first check.
 */
export type ContractSource<Input extends FieldValues, Output extends FieldValues> =
  Contract<Input, Output> | (() => Promise<Contract<Input, Output>>);

function lazyResolver<Input extends FieldValues, Output extends FieldValues>(
  source: ContractSource<Input, Output>,
) {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () => {
    if (!loading) {
      loading = Promise.all([
        typeof source === 'function' ? source() : source,
        import('@hookform/resolvers/zod'),
      ]).then(([schema, { zodResolver }]) => zodResolver(schema));
      // A failed chunk load is tried again at the next check instead of failing every later one.
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await load())(values, context, options);
  return { resolver, load };
}

/**
 * A form checked by the same zod contract as its API endpoint (spec section 8): server 422s land
 * under their fields, any other error goes to `onOtherError` (the global toasts have shown it).
 * `formProps` go on the <form>; `data-hydrated` tells tests when typing is safe. The checker
 * loads on the form's first focus, so it is there by the first submit.
 */
export function useContractForm<Input extends FieldValues, Output extends FieldValues>(options: {
  schema: ContractSource<Input, Output>;
  defaultValues: DefaultValues<Input>;
  submit: (values: Output) => Promise<void>;
  onOtherError?: (error: unknown) => void;
}) {
  const { schema, defaultValues, submit, onOtherError } = options;
  const [{ resolver, load }] = useState(() => lazyResolver(schema));
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues });
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
    onFocus: () => void load().catch(() => undefined),
    noValidate: true,
    'data-hydrated': hydrated,
  } as const;
  return { ...form, formProps };
}
