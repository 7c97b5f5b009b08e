/**
 * The request header by which the server tells the proxy that a page request came to the
 * operators' console host (OPERATOR_HOST), which is never a board. Like the board header, the
 * server deletes a client copy first (server/request-handler.ts).
 */
export const CONSOLE_REQUEST_HEADER = 'x-jobboard-console';
