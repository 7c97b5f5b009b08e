/**
 * The request header by which the proxy hands the board it resolved to the rest of the request
 * (next-intl's request config, which sees no route params). The custom server deletes any copy a
 * client sent before the proxy runs (platform/server/main.ts), and the proxy sets it on every
 * request it rewrites, so its value is always the proxy's own resolution of the Host header.
 */
export const BOARD_REQUEST_HEADER = 'x-jobboard-board';
