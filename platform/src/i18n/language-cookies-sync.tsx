'use client';

import { useEffect } from 'react';
import { languageCookieMaxAge, languageCookieNames } from './language-cookies';

/**
 * Keeps the language cookies on the page's language from the browser. Public pages are answered
 * without Set-Cookie so the server may share one cached copy between visitors
 * (platform/server/page-cache.ts); the cookies are the same for everyone reading the page, so
 * setting them here gives each visitor the cookies the proxy used to send.
 */
export function LanguageCookiesSync({ locale }: { locale: string }) {
  useEffect(() => {
    const current = new Map(
      document.cookie.split('; ').map((pair) => pair.split('=') as [string, string]),
    );
    for (const name of languageCookieNames)
      if (current.get(name) !== locale)
        document.cookie = `${name}=${locale}; path=/; max-age=${languageCookieMaxAge}; samesite=lax`;
  }, [locale]);
  return null;
}
