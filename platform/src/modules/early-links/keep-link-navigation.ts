/**
 * A plain link the visitor follows must not be cancelled by the page writing its own history
 * entry while the next page is still on its way.
 *
 * In Chromium a same-document history write (`history.replaceState` / `pushState`) aborts a
 * cross-document navigation that is still waiting for its response. Next's App Router writes its
 * tree into the current entry when it hydrates (app-router.js, HistoryUpdater), so a link clicked
 * before hydration on a slow connection or a loaded server (the apply page's "Log in to apply")
 * did nothing at all (issue 13).
 *
 * Re-issuing the navigation after the write (an earlier attempt) races every later write. This
 * script instead keeps the write from happening while such a navigation is pending: it notes a
 * plain same-origin link click that nothing prevented (next/link prevents its own once hydrated
 * and pushes through the router), and until the visitor does something else on the page it holds
 * back `replaceState` — the entry it would stamp is being left. The held write is applied, latest
 * only (each replaces the one before), as soon as the visitor acts again or the page pushes an
 * entry, so a navigation that never leaves the page (a download, Esc) still gets Next's state.
 *
 * It runs while the HTML is parsed, before any of Next's scripts, so Next binds its own history
 * patches on top of these. Its text is fixed: the Content-Security-Policy allows it by hash
 * (platform/server/security-headers.ts), which holds for cached pages too.
 */
export const keepLinkNavigation = `(function(){try{var h=history,rs=h.replaceState,ps=h.pushState,pending=false,held=null;function flush(){pending=false;if(held){var a=held;held=null;rs.apply(h,a)}}function onClick(e){if(e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;var t=e.target,a=t&&t.closest?t.closest('a[href]'):null;if(!a||(a.target&&a.target!=='_self')||a.hasAttribute('download'))return;var u=new URL(a.href,location.href);if(u.origin!==location.origin||u.pathname.indexOf('/api/')===0||(u.pathname===location.pathname&&u.search===location.search))return;flush();pending=true}addEventListener('click',onClick);['pointerdown','keydown'].forEach(function(n){addEventListener(n,flush,true)});h.replaceState=function(){if(pending){held=arguments;return}return rs.apply(h,arguments)};h.pushState=function(){flush();return ps.apply(h,arguments)}}catch(e){}})();`;
