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
 * from the cache. Written short: like any server-rendered element it is in a page twice, in the
 * HTML and again in the flight data (issue 16: the home page's HTML).
 */
export const cookieConsentScript = `(function(d,k,a,y){try{localStorage.getItem(k)==y&&d.setAttribute(a,y)}catch(e){}if(window.__jobboardConsent)return;window.__jobboardConsent=1;document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[${CHOICE_BUTTON_ATTRIBUTE}]'),c=b&&b.getAttribute('${CHOICE_BUTTON_ATTRIBUTE}');if(!c||d.hasAttribute(a))return;if(c==y){try{localStorage.setItem(k,c)}catch(e){}document.cookie=k+'='+y+';path=/;max-age=${CONSENT_COOKIE_MAX_AGE};samesite=lax'}d.setAttribute(a,c);document.dispatchEvent(new Event('${CONSENT_EVENT}'))})})(document.documentElement,${key},'${CHOICE_ATTRIBUTE}','${accepted}')`;
