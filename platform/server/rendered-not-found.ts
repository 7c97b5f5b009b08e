import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { NOT_FOUND_RENDER_HEADER, NOT_FOUND_VIEW_SEGMENT } from '../src/modules/errors/server';

/**
 * Next serves a 404 raised by notFound() as an empty `<html id="__next_error__">` shell and
 * renders the page only in the browser (vercel/next.js#62228, open): crawlers and readers without
 * JavaScript saw a blank page with no language (issue 18). Every path here reaches a page that
 * calls notFound(), so the server replaces such an answer's body with the board's 404 page
 * rendered by the server (the not-found-view route, which answers only this server), in the
 * URL's language, still with status 404.
 */

export interface NotFoundRenderOptions {
  host: string;
  port: number;
  /** Per process: the route renders only for requests carrying it (see not-found-render.ts). */
  token: string;
  /** The request's board (resolved once by the server): its default language for bare paths. */
  board: Pick<BoardConfig, 'defaultLocale'>;
}

interface Rendered {
  headers: IncomingMessage['headers'];
  body: Buffer;
}

const isLocale = (value: string | undefined): value is Locale => value === 'fr' || value === 'en';

/** The language of a URL: its first segment, else the board's default. */
export function localeOfPath(url: string, fallback: Locale): Locale {
  const first = url.split('?')[0]?.split('/')[1];
  return isLocale(first) ? first : fallback;
}

function render(
  req: IncomingMessage,
  locale: Locale,
  options: NotFoundRenderOptions,
): Promise<Rendered> {
  const forwarded = ['host', 'cookie', 'accept-language', 'x-forwarded-for', 'user-agent'];
  const headers: Record<string, string> = { [NOT_FOUND_RENDER_HEADER]: options.token };
  for (const name of forwarded) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return new Promise((resolve, reject) => {
    const inner = httpRequest(
      {
        host: options.host,
        port: options.port,
        path: `/${locale}/${NOT_FOUND_VIEW_SEGMENT}`,
        headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          res.statusCode === 200
            ? resolve({ headers: res.headers, body: Buffer.concat(chunks) })
            : reject(new Error(`not-found view answered ${res.statusCode}`)),
        );
      },
    );
    inner.on('error', reject);
    inner.end();
  });
}

const headerOf = (args: unknown[]) =>
  args.find((a) => typeof a === 'object' && a !== null && !Array.isArray(a)) as
    Record<string, string | string[] | number> | undefined;

/**
 * Wraps `res` so that an HTML 404 from Next is answered with the server-rendered 404 page.
 * Anything else (other statuses, non-HTML 404s, HEAD, the view's own request) passes untouched.
 */
export function serveRenderedNotFound(
  req: IncomingMessage,
  res: ServerResponse,
  options: NotFoundRenderOptions,
): void {
  if (req.method !== 'GET' || req.headers[NOT_FOUND_RENDER_HEADER] !== undefined) return;
  // The view's own path asked from outside: rendering it again would wait on this very request.
  if (req.url?.split('?')[0]?.endsWith(`/${NOT_FOUND_VIEW_SEGMENT}`)) return;
  const { board } = options;
  const { writeHead, write, end } = res;
  let replacing = false;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
    const headers = headerOf(args);
    const type = String(
      res.getHeader('content-type') ??
        Object.entries(headers ?? {}).find(([n]) => n.toLowerCase() === 'content-type')?.[1] ??
        '',
    );
    if (status !== 404 || !type.includes('text/html'))
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    replacing = true;
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
    return res;
  } as ServerResponse['writeHead'];
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    if (replacing) return true;
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (!res.headersSent && !replacing) {
      // end() with no write first: Node writes the head from here, through writeHead above.
      res.writeHead(res.statusCode);
    }
    if (!replacing) return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
    const done = args.find((a) => typeof a === 'function') as (() => void) | undefined;
    render(req, localeOfPath(req.url ?? '/', board.defaultLocale), options)
      .then(({ headers, body }) => {
        // The view's scripts carry its own nonce: its policy replaces the one set for Next's.
        for (const name of ['content-security-policy', 'content-type'])
          if (headers[name]) res.setHeader(name, headers[name]);
        // Next's head promised its own body: compressed, preloading with its nonce.
        res.removeHeader('content-encoding');
        res.removeHeader('link');
        res.setHeader('content-length', body.length);
        res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
        res.removeHeader('transfer-encoding');
        writeHead.call(res, 404);
        (end as (...a: unknown[]) => ServerResponse).call(res, body, done);
      })
      .catch((error: unknown) => {
        // Next's own (client-rendered) 404 is still a 404: log, and let nothing else break.
        console.error('[server] could not render the 404 page', error);
        res.removeHeader('content-encoding');
        res.setHeader('content-length', 0);
        res.removeHeader('transfer-encoding');
        writeHead.call(res, 404);
        (end as (...a: unknown[]) => ServerResponse).call(res, done);
      });
    return res;
  } as ServerResponse['end'];
}
