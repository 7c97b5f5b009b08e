import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { ToastTexts } from './error-toast';

/** The section 8 toasts' wording for an island's islandFetch, read on the server. */
export async function toastTexts(locale: Locale): Promise<ToastTexts> {
  const http = await getTranslations({ locale, namespace: 'http' });
  return {
    invalidGrant: http('invalidGrant'),
    unauthorized: http('unauthorized'),
    fileSizeExceeded: http('fileSizeExceeded'),
    generic: http('generic'),
  };
}
