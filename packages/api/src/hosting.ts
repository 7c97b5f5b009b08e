/**
 * What the process hosting the API (the platform's custom server and its server-rendered pages)
 * must agree on with it: the header our server stamps with the socket address, the session
 * cookie's name, and who may read the dev mailbox. The rest of `http/` stays private.
 */
export { CLIENT_ADDRESS_HEADER } from './http/client-address';
export { devMailboxOpen } from './http/dev-mailbox-access';
export { operatorSessionCookieName, sessionCookieName } from './http/session-cookie-name';
