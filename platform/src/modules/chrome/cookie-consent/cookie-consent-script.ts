import {
  CHOICE_ATTRIBUTE,
  CONSENT_COOKIE_MAX_AGE,
  CONSENT_EVENT,
  CONSENT_KEY,
  type CookieConsent,
} from './cookie-consent-store';

/** On the banner's buttons: the choice each one makes. */
export const CHOICE_BUTTON_ATTRIBUTE = 'data-cookie-choice';
/** On the footers' "cookie preferences" button: it shows the banner again. */
export const PREFERENCES_BUTTON_ATTRIBUTE = 'data-cookie-preferences';

const key = JSON.stringify(CONSENT_KEY);
const accepted: CookieConsent = 'accepted';
const refused: CookieConsent = 'refused';

/**
 * Runs while the HTML is parsed, before the cookie banner is painted: a visitor who already
 * answered never sees it flash. It answers the banner's buttons too, from the moment they are
 * parsed (a click before hydration was lost on a loaded machine, and the banner needs no island
 * for it): the choice is stored, marked on <html>, which hides the banner for the rest of the
 * page's life, client navigations included, and announced to useCookieConsent. The footers'
 * "cookie preferences" button shows the banner again and moves focus to it; the stored answer
 * holds until another is chosen. Once a page: a
 * layout rendered later brings it again. Its text is fixed, so the Content-Security-Policy
 * allows it by hash (platform/server/security-headers.ts), which also holds for pages served
 * from the cache. Written short: like any server-rendered element it is in a page twice, in the
 * HTML and again in the flight data (issue 16: the home page's HTML).
 */
export const cookieConsentScript = `(function(d,k,a,y,n){try{var v=localStorage.getItem(k);(v==y||v==n)&&d.setAttribute(a,v)}catch(e){}if(window.__jobboardConsent)return;window.__jobboardConsent=1;document.addEventListener('click',function(e){var t=e.target.closest?e.target:d,b=t.closest('[${CHOICE_BUTTON_ATTRIBUTE}]'),c=b&&b.getAttribute('${CHOICE_BUTTON_ATTRIBUTE}');if(t.closest('[${PREFERENCES_BUTTON_ATTRIBUTE}]')){d.removeAttribute(a);b=document.querySelector('[${CHOICE_BUTTON_ATTRIBUTE}]');b&&b.focus();return}if(c!=y&&c!=n||d.hasAttribute(a))return;try{localStorage.setItem(k,c)}catch(e){}document.cookie=k+'='+c+';path=/;max-age=${CONSENT_COOKIE_MAX_AGE};samesite=lax';d.setAttribute(a,c);document.dispatchEvent(new Event('${CONSENT_EVENT}'))})})(document.documentElement,${key},'${CHOICE_ATTRIBUTE}','${accepted}','${refused}')`;
