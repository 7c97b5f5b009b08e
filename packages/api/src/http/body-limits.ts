import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DomainError } from '../errors';

/**
 * Largest request body, in bytes, for every route that does not set its own (uploads do, from
 * UPLOAD_MAX_BYTES): the largest JSON form (a contact message, a profile) is a few KB.
 */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

/** Routes that apply their own, larger limit (multipart uploads). */
const ownLimit = [/^\/api\/jobboard\/[^/]+\/user\/documents\/?$/];

/**
 * Refused before the body is read: by Content-Length when the client declares one, else by
 * counting bytes as a chunked body streams in (Hono's `bodyLimit`). The Node server closes the
 * connection after a 413 so an unread body does not keep it busy.
 */
export const defaultBodyLimit: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  if (ownLimit.some((pattern) => pattern.test(c.req.path))) return next();
  return bodyLimit({
    maxSize: JSON_BODY_MAX_BYTES,
    onError: () => {
      throw new DomainError('payload_too_large');
    },
  })(c, next);
};
