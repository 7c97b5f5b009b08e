import { silentFetch } from '@/modules/http';

/** The public header's logout call: no toast, the caller goes home whatever the answer. */
export function logOut(logoutUrl: string): Promise<unknown> {
  return silentFetch(logoutUrl, { method: 'POST' });
}
