import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_BASE } from '@jobboard/api/contracts/api-paths';

/** Every method the site and the API answer; anything else (TRACE, CONNECT, WebDAV...) is 405. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * What a page (anything outside /api) answers: read, and POST for the forms that work without
 * JavaScript. OPTIONS is answered here with this list (204), and any other method is a 405
 * naming it, so Allow and OPTIONS say the same (issue 46, item 31: OPTIONS /fr was a 400).
 */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];

/** True when the request target is a path whose percent escapes decode as UTF-8. */
export function isWellFormedTarget(url: string | undefined): boolean {
  if (!url?.startsWith('/')) return false;
  const query = url.indexOf('?');
  try {
    decodeURIComponent(query === -1 ? url : url.slice(0, query));
    new URL(url, 'http://localhost');
    return true;
  } catch {
    return false;
  }
}

/**
 * Answers what neither Next nor the API should see: a method no route takes (405 with Allow; a
 * TRACE made Next answer 500), a target whose percent escapes are not UTF-8 (400; `/fr/%ff`
 * made Next answer 500) and a page's OPTIONS (204 with Allow). Returns true when it answered.
 */
export function refuseMalformedRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const api = req.url?.startsWith(API_BASE) ?? false;
  const answer = (status: number, message: string, headers: Record<string, string> = {}) => {
    const body = api ? JSON.stringify({ message }) : message;
    res.writeHead(status, {
      'content-type': api ? 'application/json' : 'text/plain; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      ...headers,
    });
    res.end(body);
    return true;
  };
  const allowed = api ? SERVED_METHODS : PAGE_METHODS;
  if (!allowed.includes(req.method ?? ''))
    return answer(405, 'Method not allowed. / Méthode non permise.', {
      allow: allowed.join(', '),
    });
  if (!isWellFormedTarget(req.url)) return answer(400, 'Malformed URL. / Adresse mal formée.');
  if (!api && req.method === 'OPTIONS') {
    res.writeHead(204, { allow: PAGE_METHODS.join(', '), 'cache-control': 'no-store' });
    res.end();
    return true;
  }
  return false;
}
