import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { DomainError } from '../errors';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for every state-changing call, on top of SameSite=Lax: a browser names the page's
 * origin in Origin (and Sec-Fetch-Site); one that is not this host is refused.
 */
export const sameOriginOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!safeMethods.has(c.req.method)) {
    const origin = c.req.header('origin');
    const host = c.req.header('host');
    if (origin !== undefined && (!host || originHost(origin) !== host.toLowerCase())) {
      throw DomainError.forbidden('cross_origin');
    }
    if (c.req.header('sec-fetch-site') === 'cross-site') {
      throw DomainError.forbidden('cross_origin');
    }
  }
  await next();
};

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * JSON endpoints take JSON only: an HTML form can post urlencoded, multipart or text/plain to
 * any site without a preflight, never application/json.
 */
export const jsonBodyOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const type = c.req.header('content-type');
  if (!safeMethods.has(c.req.method) && type !== undefined) {
    const mime = type.split(';')[0]?.trim().toLowerCase();
    if (mime !== 'application/json') throw new DomainError('unsupported_media_type');
  }
  await next();
};
