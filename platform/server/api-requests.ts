import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { API_BASE } from '@jobboard/api/contracts/api-paths';

type Fetch = (request: Request) => Response | Promise<Response>;

/** `/api`, `/api/...` and `/api?...`: the Hono app's, never Next's. */
export function isApiRequest(url: string | undefined): boolean {
  if (!url?.startsWith(API_BASE)) return false;
  const next = url.charAt(API_BASE.length);
  return next === '' || next === '/' || next === '?';
}

/**
 * Where Next answered a trailing slash with a 308 to the path without it (its default
 * `trailingSlash: false`), this does the same, headers and body included, so clients see no
 * change now that Next is out of the /api path.
 */
function trailingSlashRedirect(url: string): string | null {
  const query = url.indexOf('?');
  const pathname = query === -1 ? url : url.slice(0, query);
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  return query === -1 ? trimmed : trimmed + url.slice(query);
}

/**
 * Serves /api straight from the Hono app on Node's request and response (@hono/node-server),
 * before Next is involved. Going through Next's router and an App Router route handler cost
 * more than most API calls themselves (a `SELECT 1` health check topped out near 500 req/s).
 */
export function createApiHandler(fetch: Fetch) {
  // Next shares this process and relies on the real Request and Response classes: keep them.
  const listener = getRequestListener(fetch, { overrideGlobalObjects: false });
  return (req: IncomingMessage, res: ServerResponse): Promise<void> | void => {
    const location = trailingSlashRedirect(req.url ?? '/');
    if (location !== null) {
      res.writeHead(308, { location, refresh: `0;url=${location}` });
      res.end(location);
      return;
    }
    return listener(req, res);
  };
}
