import { silentFetch } from '@/modules/http';

/** The view beacon's fallback: a call that outlives the page and carries no cookie. */
export function postView(url: string): Promise<unknown> {
  return silentFetch(url, { method: 'POST', keepalive: true, credentials: 'omit' });
}
