import type { Context, MiddlewareHandler, Next } from 'hono';
import { DomainError } from '../errors';

/**
 * Largest request body, in bytes, for every route that does not set its own (uploads do, from
 * UPLOAD_MAX_BYTES): the largest JSON form is an offer with two rich-text descriptions of at most
 * 100,000 characters of markup each (contracts/rich-text-rules.ts), accents taking two bytes.
 * Small forms set a smaller limit of their own (contact).
 */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/** Routes that apply their own, larger limit (multipart uploads). */
const ownLimit = [
  /^\/api\/jobboard\/[^/]+\/user\/documents\/?$/,
  /^\/api\/ats\/companies\/[^/]+\/images\/?$/,
  /^\/api\/jobboard\/[^/]+\/offers\/[^/]+\/apply-register\/?$/,
];

/**
 * Refuses a body over `maxSize` bytes with 413 before reading it when Content-Length says so,
 * else counts the bytes of a chunked body as they stream in and stops at the limit. Like Hono's
 * `bodyLimit`, but the counted body is handed on in a new standard Request: Hono's rebuilt the
 * request from @hono/node-server's own request object, which threw (a 500 on every chunked body
 * within the limit, and on a DELETE without a body).
 */
export function limitBody(maxSize: number): MiddlewareHandler {
  return async (c: Context, next: Next) => {
    const headers = c.req.raw.headers;
    const length = headers.get('content-length');
    if (length !== null && !headers.has('transfer-encoding')) {
      if (Number.parseInt(length, 10) > maxSize) throw new DomainError('payload_too_large');
      return next();
    }
    const reader = c.req.raw.body?.getReader();
    if (!reader) return next();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxSize) {
        await reader.cancel();
        throw new DomainError('payload_too_large');
      }
      chunks.push(value);
    }
    const body = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.length;
    }
    const rest = new Headers(headers);
    rest.delete('transfer-encoding');
    rest.set('content-length', String(size));
    c.req.raw = new Request(c.req.url, { method: c.req.method, headers: rest, body });
    return next();
  };
}

const jsonLimit = limitBody(JSON_BODY_MAX_BYTES);

/** The JSON limit on every route but those with their own (see `ownLimit`). */
export const defaultBodyLimit: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  if (ownLimit.some((pattern) => pattern.test(c.req.path))) return next();
  return jsonLimit(c, next);
};
