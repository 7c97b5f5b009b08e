import { z } from '@hono/zod-openapi';
import type { ZodType } from 'zod';

/** OpenAPI pieces every account route repeats. */
export const messageSchema = z.object({ message: z.string() });

/** A `{message}` answer. */
export const messageResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: messageSchema } },
});

export const jsonRequest = <T extends ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

export const json = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.object({}).passthrough() } },
});

export const authErrors = {
  400: { description: 'Wrong credentials (`error: invalid_grant`) or an unusable link.' },
  401: { description: 'Not signed in.' },
  403: { description: 'Wrong kind of account, missing permission, or a cross-origin call.' },
  415: { description: 'The body is not JSON.' },
  422: { description: 'Field errors, translated.' },
  429: { description: 'Too many attempts; see Retry-After.' },
} as const;
