/**
 * What server code (the board lookup, the custom server's CSP, the search pages) needs of the
 * ads feature; no client component comes with it.
 */
export { adScriptSource, type AdServer } from './ad-server';
export { adSetup, adText } from './ad-text-server';
