import { CONSENT_KEY } from './cookie-consent-store';

export const ACCEPTED_ATTRIBUTE = 'data-cookie-consent';

/**
 * Runs while the HTML is parsed, before the cookie banner is painted: a visitor who already
 * accepted never sees it flash. Its text is fixed, so the Content-Security-Policy allows it by
 * hash (platform/server/security-headers.ts), which also holds for pages served from the cache.
 */
export const hideIfAccepted = `try{if(localStorage.getItem(${JSON.stringify(CONSENT_KEY)})==='accepted')document.documentElement.setAttribute('${ACCEPTED_ATTRIBUTE}','accepted')}catch(e){}`;
