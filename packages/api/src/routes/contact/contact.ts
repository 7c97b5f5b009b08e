import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { contactRequestSchema } from '../../contracts/contact';
import { clientAddress } from '../../http/client-address';
import { requestBoard } from '../../http/board';
import { submitContactMessage } from '../../services/contact/submit-contact-message';
import { limitBody } from '../../http/body-limits';

const sent = {
  fr: 'Merci\u00a0! Votre message a bien été envoyé. Nous vous répondrons dès que possible.',
  en: 'Thank you! Your message was sent. We will get back to you as soon as we can.',
};

const contactRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/contact',
  request: {
    params: z.object({ board: z.string() }),
    body: { required: true, content: { 'application/json': { schema: contactRequestSchema } } },
  },
  responses: {
    201: {
      description: 'The message is stored and its notification queued.',
      content: { 'application/json': { schema: z.object({ message: z.string() }) } },
    },
    404: { description: 'The path names another board than the host.' },
    413: { description: 'The body is larger than 64 KB.' },
    422: { description: 'Field errors, translated.' },
    429: { description: 'Too many messages from this address; see Retry-After.' },
  },
});

export const contactRoutes = new OpenAPIHono<AppEnv>();

// A message is at most a few KB; refuse huge bodies before parsing them.
contactRoutes.use('/jobboard/:board/contact', limitBody(64 * 1024));

contactRoutes.openapi(contactRoute, async (c) => {
  const runtime = c.get('runtime');
  const board = requestBoard(c, c.req.valid('param').board);
  const locale = c.get('locale');
  await submitContactMessage(runtime.db, {
    board,
    locale,
    clientAddress: clientAddress(c.req.raw.headers, runtime.env.trustedProxy),
    input: c.req.valid('json'),
    ...(runtime.now ? { now: runtime.now() } : {}),
  });
  return c.json({ message: sent[locale] }, 201);
});
