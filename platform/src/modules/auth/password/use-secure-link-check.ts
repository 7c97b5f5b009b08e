'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import useSWR from 'swr';
import { useApiFetch } from '@/modules/http';

/** Whether a mailed link still works, checked without using it (to show the form or not). */
export function useSecureLinkCheck(
  type: 'email-confirmation' | 'reset-password',
  selector: string | undefined,
  token: string | undefined,
) {
  const api = useApiFetch();
  const key =
    selector && token
      ? apiPath('/check-secure-link/{type}/{selector}/{token}', { type, selector, token })
      : null;
  const { data, error, isLoading } = useSWR(key, (path: string) => api(path, { silent: true }), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  return {
    valid: key !== null && data !== undefined,
    invalid: key === null || Boolean(error),
    isLoading,
  };
}
