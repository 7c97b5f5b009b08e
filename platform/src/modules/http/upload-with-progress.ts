'use client';

import { enqueueSnackbar } from 'notistack';
import { ApiRequestError, type ApiErrorBody } from './api-request-error';
import { errorToast, type ToastTexts } from './error-toast';

/**
 * A multipart upload with progress. fetch() cannot report upload progress, so this one call uses
 * XMLHttpRequest, and applies the same section 8 toasts as apiFetch (413: the translated 'file size exceeded').
 */
export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  texts: ToastTexts,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => {
      enqueueSnackbar(texts.generic, { variant: 'error' });
      reject(new Error('network error'));
    };
    xhr.onload = () => {
      let body: unknown = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = {};
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as T);
        return;
      }
      const errorBody = (body ?? {}) as ApiErrorBody;
      const toast = errorToast(xhr.status, errorBody, texts);
      if (toast) enqueueSnackbar(toast.message, { variant: toast.variant });
      reject(new ApiRequestError(xhr.status, errorBody));
    };
    xhr.send(form);
  });
}
