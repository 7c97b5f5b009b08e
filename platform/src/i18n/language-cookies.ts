/**
 * The two language cookies of spec section 9: `i18n_redirected` (drives the root redirect) and
 * `lang`, both for 365 days. One definition for the proxy, which sets them on redirects and
 * non-public pages, and for the browser, which sets them on public pages (see LanguageCookies).
 */
export const languageCookieNames = ['i18n_redirected', 'lang'] as const;
export const languageCookieMaxAge = 60 * 60 * 24 * 365;
export const languageCookieOptions = {
  path: '/',
  maxAge: languageCookieMaxAge,
  sameSite: 'lax',
} as const;
