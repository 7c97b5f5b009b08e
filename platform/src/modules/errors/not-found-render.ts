/**
 * The server-rendered 404 page (platform/server/rendered-not-found.ts): the custom server asks
 * this route for the board's 404 page in a language and sends it with status 404, because Next
 * sends a notFound() 404 as an empty shell that only a browser with JavaScript fills in. The
 * route answers only requests carrying this process's token, so it is no page of its own.
 */
export const NOT_FOUND_RENDER_HEADER = 'x-jobboard-not-found-render';
export const NOT_FOUND_VIEW_SEGMENT = 'not-found-view';
