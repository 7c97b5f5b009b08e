/**
 * Starts hydration one task after the page's scripts have run, so that on a fast connection,
 * where every chunk is already there while the HTML is still being parsed, the browser can
 * paint the server's HTML before React's start-up takes the main thread (module set-up and
 * hydrate: about 50 ms on the 2-core benchmark machine, four times that in Lighthouse's
 * simulated phone; issue 16).
 *
 * Next starts the app only once its `beforeInteractive` scripts have run (`appBootstrap` in
 * next/dist/client/app-bootstrap.js): an inline one is appended to the head and the start
 * waits for a `setTimeout`. This pushes the entry that `<Script strategy="beforeInteractive">`
 * with empty content would render, without bringing next/script's client code into every page.
 * Its text is fixed, so the Content-Security-Policy allows it by hash
 * (platform/server/security-headers.ts). Next appends `<script id="paint-first">` to the head
 * when it takes the entry; the e2e test `paint-first.spec.ts` watches for it.
 */
const PAINT_FIRST_ID = 'paint-first';

export const paintFirstScript = `(self.__next_s=self.__next_s||[]).push([0,{children:'',id:'${PAINT_FIRST_ID}'}])`;
