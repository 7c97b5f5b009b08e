import type { IncomingMessage, ServerResponse } from 'node:http';
import { CLIENT_ADDRESS_HEADER } from '@jobboard/api/hosting';
import type { Logger } from '@jobboard/api/logging/logger';
import { runInRequestContext, type RequestContext } from '@jobboard/api/logging/request-context';
import type { Metrics } from '@jobboard/api/metrics/registry';
import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { BOARD_REQUEST_HEADER } from '../src/board-request-header';
import { CONSOLE_REQUEST_HEADER } from '../src/console-request-header';
import { adScriptSource } from '../src/modules/ads/server';
import { isApiRequest } from './api-requests';
import { hasSessionCookie } from './page-cache';
import { refuseMalformedRequest } from './request-guard';
import { isMetricsRequest } from './metrics-endpoint';
import { logWhenFinished, takeRequestId } from './request-log';
import { serveRenderedNotFound, type NotFoundRenderOptions } from './rendered-not-found';
import { applyAssetSecurityHeaders, isStaticAsset } from './static-assets';
import {
  applyApiSecurityHeaders,
  applyPageSecurityHeaders,
  hideInternalHeaders,
  servedOverHttps,
} from './security-headers';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface RequestHandlerParts {
  production: boolean;
  dev: boolean;
  /** X-Forwarded-Proto is believed only behind a proxy we run (TRUSTED_PROXY). */
  trustedProxy?: boolean;
  sessionCookies: string[];
  /** Host -> board: the runtime's resolver, called once per request (here, nowhere after). */
  boardOf: (host: string | undefined) => BoardConfig | null;
  /** Whether the host is the operators' console (OPERATOR_HOST): its pages, never a board's. */
  isConsole?: (host: string | undefined) => boolean;
  /** /api, straight to the Hono app (which resolves its own board, once, in its middleware). */
  serveApi: Handler;
  /** Next's build output, precompressed where it can be. */
  serveAsset: Handler;
  /** A page: the page cache in front of Next, with this request's CSP nonce. */
  servePage: (req: IncomingMessage, res: ServerResponse, nonce: string) => unknown;
  notFoundRender: Omit<NotFoundRenderOptions, 'board'>;
  /** One line per request (request-log.ts); none when absent. */
  logger?: Logger;
  /** Request counts and durations for /metrics (request-log.ts); none when absent. */
  metrics?: Metrics;
  /** /metrics itself (metrics-endpoint.ts), answered before any page or API route. */
  serveMetrics?: Handler;
}

/**
 * What the one server does with each request before Next or the API sees it. A page request's
 * board is resolved here, once, from the Host header, and handed on in BOARD_REQUEST_HEADER: the
 * proxy, the pages and the dotted routes (robots.txt, sitemap, feeds) read it from there, and the
 * CSP's ad origin and the 404 page come from the same resolution.
 */
export function createRequestHandler(parts: RequestHandlerParts): Handler {
  const { production, dev, sessionCookies } = parts;
  const { logger } = parts;
  return (req, res) => {
    // Every answer carries the request's id, a refused malformed request's too.
    const id = takeRequestId(req, res);
    // Pages and API calls alike run in the request's context: what they queue keeps its id, and
    // the session lookup notes the user's kind for the log line.
    const context: RequestContext = { id };
    // The API reads the client address from this header (it never sees the socket): set it
    // from the socket, overwriting any client copy.
    req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? 'unknown';
    // Only this server names the board: a client's copy never reaches the proxy.
    delete req.headers[BOARD_REQUEST_HEADER];
    delete req.headers[CONSOLE_REQUEST_HEADER];
    const signedIn = hasSessionCookie(req.headers.cookie, sessionCookies);
    const api = isApiRequest(req.url);
    const asset = !api && isStaticAsset(req.url);
    // The board of a page is resolved here; an API call's by the API alone, which notes it in
    // the request's context for the log line (from the host, never from the path).
    const board = api || asset ? null : parts.boardOf(req.headers.host);
    if (logger || parts.metrics)
      logWhenFinished(logger, parts.metrics, req, res, {
        context,
        board: board?.key,
        signedIn,
        kind: api ? 'api' : asset ? 'asset' : 'page',
      });
    runInRequestContext(context, () => {
      if (refuseMalformedRequest(req, res)) return;
      // HSTS only where it means something: a production server reached over HTTPS.
      const hsts = production && servedOverHttps(req, parts.trustedProxy ?? false);
      if (parts.serveMetrics && isMetricsRequest(req.url)) {
        applyApiSecurityHeaders(res, true, hsts);
        void parts.serveMetrics(req, res);
      } else if (api) {
        applyApiSecurityHeaders(res, signedIn, hsts);
        void parts.serveApi(req, res);
      } else if (asset) {
        applyAssetSecurityHeaders(res, hsts);
        hideInternalHeaders(res);
        void parts.serveAsset(req, res);
      } else {
        if (board) req.headers[BOARD_REQUEST_HEADER] = board.key;
        // The console host resolves to no board (runtime.boardOf); the proxy serves it the console.
        else if (parts.isConsole?.(req.headers.host)) req.headers[CONSOLE_REQUEST_HEADER] = '1';
        const nonce = applyPageSecurityHeaders(req, res, {
          hsts,
          dev,
          adScripts: adScriptSource(board),
        });
        hideInternalHeaders(res);
        if (board) serveRenderedNotFound(req, res, { ...parts.notFoundRender, board });
        void parts.servePage(req, res, nonce);
      }
    });
  };
}
