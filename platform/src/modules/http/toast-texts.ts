import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@jobboard/tenancy/board-config';
import type { ToastTexts } from './error-toast';

/**
 * The section 8 toasts' wording for an island's islandFetch, read on the server: the islands
 * neither sign in nor upload, so they get the two toasts their calls can meet (ToastTexts).
 */
export async function toastTexts(locale: Locale): Promise<ToastTexts> {
  const http = await getTranslations({ locale, namespace: 'http' });
  return { unauthorized: http('unauthorized'), generic: http('generic') };
}
