import {
  CHOICE_ATTRIBUTE,
  CONSENT_COOKIE_MAX_AGE,
  CONSENT_EVENT,
  CONSENT_KEY,
  type CookieConsent,
} from './cookie-consent-store';

/** On the banner's buttons: the choice each one makes. */
export const CHOICE_BUTTON_ATTRIBUTE = 'data-cookie-choice';

const key = JSON.stringify(CONSENT_KEY);
const accepted: CookieConsent = 'accepted';

/**
 * Runs while the HTML is parsed, before the cookie banner is painted: a visitor who already
 * accepted never sees it flash. It answers the banner's buttons too, from the moment they are
 * parsed (a click before hydration was lost on a loaded machine, and the banner needs no island
 * for it): the choice is stored, marked on <html>, which hides the banner for the rest of the
 * page's life, client navigations included, and announced to useCookieConsent. Once a page: a
 * layout rendered later brings it again. Its text is fixed, so the Content-Security-Policy
 * allows it by hash (platform/server/security-headers.ts), which also holds for pages served
 * from the cache.
 */
export const cookieConsentScript = `(function(){var d=document.documentElement,k=${key};try{if(localStorage.getItem(k)==='${accepted}')d.setAttribute('${CHOICE_ATTRIBUTE}','${accepted}')}catch(e){}if(window.__jobboardConsent)return;window.__jobboardConsent=1;document.addEventListener('click',function(e){var b=e.target instanceof Element&&e.target.closest('[${CHOICE_BUTTON_ATTRIBUTE}]');if(!b||d.hasAttribute('${CHOICE_ATTRIBUTE}'))return;var c=b.getAttribute('${CHOICE_BUTTON_ATTRIBUTE}');if(c==='${accepted}'){try{localStorage.setItem(k,c)}catch(e){}document.cookie=k+'=${accepted}; path=/; max-age=${CONSENT_COOKIE_MAX_AGE}; samesite=lax'}d.setAttribute('${CHOICE_ATTRIBUTE}',c);document.dispatchEvent(new Event('${CONSENT_EVENT}'))})})()`;
