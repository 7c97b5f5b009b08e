/**
 * A link followed before the page has hydrated must not be lost.
 *
 * When Next's App Router hydrates it writes its tree into the current history entry
 * (`history.replaceState`, app-router.js HistoryUpdater). In Chromium a same-document history
 * write aborts a cross-document navigation that is still waiting for its response: a visitor on a
 * slow connection (or a loaded server) who clicks a plain link, such as the apply page's "Log in
 * to apply", before the scripts have run sees nothing happen. The e2e test of that link failed
 * this way in the full CI order (issue 13).
 *
 * This script runs while the HTML is parsed, before any of Next's scripts can hydrate: it notes a
 * plain same-origin link click made before the first history write, and once that write has
 * happened it follows the link again. After the first write it steps aside (hydrated pages use
 * the router for next/link, and a later write is the router's own business). Its text is fixed,
 * so the Content-Security-Policy allows it by hash (platform/server/security-headers.ts).
 */
export const earlyLinkReplay = `(function(){try{var h=history,pending=null,armed=true;function onClick(e){if(!armed||e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;var t=e.target,a=t&&t.closest?t.closest('a[href]'):null;if(!a||(a.target&&a.target!=='_self')||a.hasAttribute('download'))return;var u=new URL(a.href,location.href);if(u.origin!==location.origin||u.pathname.indexOf('/api/')===0||(u.pathname===location.pathname&&u.search===location.search))return;pending=u.href}addEventListener('click',onClick);['replaceState','pushState'].forEach(function(m){var o=h[m];h[m]=function(){var r=o.apply(h,arguments);if(armed){armed=false;removeEventListener('click',onClick);if(pending){var p=pending;pending=null;location.assign(p)}}return r}})}catch(e){}})();`;
