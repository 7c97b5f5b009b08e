'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import { useLocale } from 'next-intl';
import { useState } from 'react';
import { useApiFetch } from '@/modules/http';

/**
 * Opens the applicant-tracking dashboard in a new window through single sign-on: a fresh
 * one-time token on each call (`GET /api/ats/auth/sso-tokens`), then
 * `{atsOrigin}/sso/{selector}/{token}?lg=`. The window is opened first, within the click, so
 * popup blockers let it through; it is pointed at the URL once the token is back. The banner
 * button and the employer menu both use it (issue 15).
 */
export function useOpenAtsDashboard() {
  const locale = useLocale();
  const api = useApiFetch();
  const [opening, setOpening] = useState(false);

  async function open() {
    const win = window.open('about:blank', '_blank');
    setOpening(true);
    try {
      const { url } = await api<{ url: string }>(
        apiPath('/ats/auth/sso-tokens', {}, { lg: locale }),
      );
      if (win) {
        win.opener = null;
        win.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (error) {
      win?.close();
      throw error;
    } finally {
      setOpening(false);
    }
  }

  return { open: () => void open().catch(() => undefined), opening };
}
