import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { newsletterSubscribeSchema, newsletterTokenSchema } from '../../contracts/newsletter';
import { clientAddress } from '../../http/client-address';
import { requestBoard } from '../../http/board';
import { DomainError } from '../../errors';
import { confirmNewsletter } from '../../services/newsletter/confirm';
import { subscribeToNewsletter } from '../../services/newsletter/subscribe';
import { unsubscribeNewsletter } from '../../services/newsletter/unsubscribe';

/** The same sentence whether the address is new, pending or already subscribed. */
const answers = {
  subscribed: {
    fr: 'Merci\u00a0! Si cette adresse n’est pas déjà abonnée, un courriel de confirmation vient de lui être envoyé.',
    en: 'Thank you! Unless this address is already subscribed, a confirmation email is on its way to it.',
  },
  confirmed: {
    fr: 'Votre abonnement à l’infolettre est confirmé.',
    en: 'Your newsletter subscription is confirmed.',
  },
  unsubscribed: {
    fr: 'Vous êtes désabonné de l’infolettre.',
    en: 'You are unsubscribed from the newsletter.',
  },
};

/** An unknown, used or expired newsletter link: a 404 that says so. */
const linkNotFound = () => new DomainError('not_found', { messageKey: 'invalid_link' });

const messageBody = { 'application/json': { schema: z.object({ message: z.string() }) } };
const params = z.object({ board: z.string() });
const json = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

const subscribeRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/news-letter',
  request: { params, body: json(newsletterSubscribeSchema) },
  responses: {
    201: {
      description: 'Accepted; a confirmation mail is queued when one is due.',
      content: messageBody,
    },
    404: { description: 'The path names another board than the host.' },
    422: { description: 'Field errors, translated.' },
    429: { description: 'Too many sign-ups from this address; see Retry-After.' },
  },
});

const tokenResponses = (done: string) => ({
  200: { description: done, content: messageBody },
  404: { description: 'Unknown, used or expired link, or another board than the host.' },
  422: { description: 'Field errors, translated.' },
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/news-letter/confirm',
  request: { params, body: json(newsletterTokenSchema) },
  responses: tokenResponses('The subscription is confirmed.'),
});

const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/news-letter/unsubscribe',
  request: { params, body: json(newsletterTokenSchema) },
  responses: tokenResponses('The subscription is cancelled.'),
});

export const newsletterRoutes = new OpenAPIHono<AppEnv>()
  .openapi(subscribeRoute, async (c) => {
    const runtime = c.get('runtime');
    const board = requestBoard(c, c.req.valid('param').board);
    const locale = c.get('locale');
    await subscribeToNewsletter(runtime.db, {
      board,
      locale,
      clientAddress: clientAddress(c.req.raw.headers, runtime.env.trustedProxy),
      email: c.req.valid('json').email,
      ...(runtime.now ? { now: runtime.now() } : {}),
    });
    return c.json({ message: answers.subscribed[locale] }, 201);
  })
  .openapi(confirmRoute, async (c) => {
    const runtime = c.get('runtime');
    const board = requestBoard(c, c.req.valid('param').board);
    const done = await confirmNewsletter(runtime.db, {
      board: board.key,
      ...c.req.valid('json'),
      ...(runtime.now ? { now: runtime.now() } : {}),
    });
    if (!done) throw linkNotFound();
    return c.json({ message: answers.confirmed[c.get('locale')] }, 200);
  })
  .openapi(unsubscribeRoute, async (c) => {
    const runtime = c.get('runtime');
    const board = requestBoard(c, c.req.valid('param').board);
    const done = await unsubscribeNewsletter(runtime.db, {
      board: board.key,
      ...c.req.valid('json'),
      ...(runtime.now ? { now: runtime.now() } : {}),
    });
    if (!done) throw linkNotFound();
    return c.json({ message: answers.unsubscribed[c.get('locale')] }, 200);
  });
