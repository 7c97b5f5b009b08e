'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { apiFetch, type ApiFetchOptions } from './api-fetch';

/** apiFetch with the toast wording of the reader's language. */
export function useApiFetch() {
  const t = useTranslations('http');
  const invalidGrant = t('invalidGrant');
  const unauthorized = t('unauthorized');
  const fileSizeExceeded = t('fileSizeExceeded');
  const generic = t('generic');
  return useCallback(
    <T>(path: string, options?: ApiFetchOptions) =>
      apiFetch<T>(path, { invalidGrant, unauthorized, fileSizeExceeded, generic }, options),
    [invalidGrant, unauthorized, fileSizeExceeded, generic],
  );
}
