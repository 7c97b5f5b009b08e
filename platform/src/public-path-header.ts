/**
 * The request header by which the proxy hands a page the public path it was asked for (before
 * the rewrite to /{board}/{locale}/...): layouts see no pathname, and the public header's
 * language link is computed from it on the server (issue 16). Set on every request the proxy
 * rewrites, so a client's own copy never counts.
 */
export const PUBLIC_PATH_HEADER = 'x-jobboard-public-path';
