/**
 * What server code (the board lookup, the custom server's CSP) needs of the ads feature; no
 * client component comes with it.
 */
export { adScriptSource, adServerOf, type AdServer } from './ad-server';
