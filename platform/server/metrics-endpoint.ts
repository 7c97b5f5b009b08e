import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Metrics } from '@jobboard/api/metrics/registry';

/** `/metrics`, with or without a query (Prometheus adds none, but a person may). */
export function isMetricsRequest(url: string | undefined): boolean {
  return url === '/metrics' || (url?.startsWith('/metrics?') ?? false);
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Prometheus's text at /metrics (issue 43), for a scraper holding METRICS_TOKEN: 404 when the
 * token is not set (the endpoint does not exist), 401 with a wrong or missing one, never cached.
 * Behind the same front as the rest, so the scrape itself is counted too.
 */
export function createMetricsEndpoint(
  metrics: Metrics,
  token: string | undefined,
  /** The text to answer; in a cluster's worker, every worker's figures (cluster-worker.ts). */
  read: () => Promise<string> = () => metrics.registry.metrics(),
) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    res.setHeader('cache-control', 'no-store');
    if (!token) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Not found\n');
      return;
    }
    if (!tokenMatches(req.headers.authorization, token)) {
      res.writeHead(401, {
        'content-type': 'text/plain; charset=utf-8',
        'www-authenticate': 'Bearer realm="metrics"',
      });
      res.end('A valid bearer token is required.\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed\n');
      return;
    }
    try {
      const body = await read();
      res.writeHead(200, { 'content-type': metrics.registry.contentType });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '5' });
      res.end('Metrics are unavailable for a moment.\n');
    }
  };
}
