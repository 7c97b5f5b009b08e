import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { boardPathParam } from '../../contracts/common';
import { jobAlertCreateBody } from '../../contracts/offer-search/alert-query';
import { jobAlertTokenSchema } from '../../contracts/job-alerts';
import { linkToken } from '../../contracts/newsletter';
import { DomainError } from '../../errors';
import { serviceContext } from '../../http/board';
import { clientAddress } from '../../http/client-address';
import { currentSession, now } from '../../http/session';
import { confirmJobAlert, unsubscribeJobAlert } from '../../services/job-alerts/alert-token-links';
import { createJobAlert } from '../../services/job-alerts/create-alert';
import { messageSchema } from '../auth-openapi';

const answers = {
  /** The same sentence whether the address is new, pending or already has this alert. */
  pending: {
    fr: 'Merci\u00a0! Un courriel de confirmation est envoyé à cette adresse, sauf si elle reçoit déjà cette alerte.',
    en: 'Thank you! A confirmation email is on its way to this address, unless it already gets this alert.',
  },
  created: {
    fr: 'Votre alerte emploi est créée. Retrouvez-la dans votre profil.',
    en: 'Your job alert is on. You will find it in your profile.',
  },
  confirmed: {
    fr: 'Votre alerte emploi est confirmée.',
    en: 'Your job alert is confirmed.',
  },
  unsubscribed: {
    fr: 'Vous ne recevrez plus cette alerte emploi.',
    en: 'You will no longer receive this job alert.',
  },
};

/** An unknown, used or expired alert link: a 404 that says so. */
const linkNotFound = () => new DomainError('not_found', { messageKey: 'invalid_link' });

const params = z.object({ board: boardPathParam });
const body = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});
const answer = (description: string) => ({
  description,
  content: { 'application/json': { schema: messageSchema } },
});

const createAlertRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/job-alerts',
  summary: 'Saves a search as a daily or weekly job alert',
  request: { params, body: body(jobAlertCreateBody) },
  responses: {
    201: {
      description:
        'Stored: live at once for a signed-in candidate, otherwise a confirmation mail is queued when one is due.',
      content: {
        'application/json': {
          schema: messageSchema.extend({ confirmed: z.boolean() }),
        },
      },
    },
    404: { description: 'The path names another board than the host.' },
    422: { description: 'Field errors, translated (e-mail, frequency, unknown filters).' },
    429: { description: 'Too many alerts from this client address; see Retry-After.' },
  },
});

const tokenResponses = (done: string) => ({
  200: answer(done),
  404: { description: 'Unknown, used or expired link, or another board than the host.' },
  422: { description: 'Field errors, translated.' },
});

const confirmRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/job-alerts/confirm',
  summary: 'Confirms an alert from its mailed link (double opt-in)',
  request: { params, body: body(jobAlertTokenSchema) },
  responses: tokenResponses('The alert is confirmed.'),
});

const unsubscribeRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/job-alerts/unsubscribe',
  summary: 'Cancels an alert from the link of one of its mails (idempotent)',
  request: { params, body: body(jobAlertTokenSchema) },
  responses: tokenResponses('The alert is cancelled.'),
});

const oneClickRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/job-alerts/{id}/one-click/{token}',
  summary: 'RFC 8058 one-click unsubscribe, posted by the mail client (idempotent)',
  description:
    "The target of the digests' List-Unsubscribe header. Mail clients post `List-Unsubscribe=One-Click` as a form, without cookies; the body is not read.",
  request: {
    params: params.extend({
      id: jobAlertTokenSchema.shape.id,
      token: linkToken,
    }),
  },
  responses: tokenResponses('The alert is cancelled.'),
});

export const jobAlertRoutes = new OpenAPIHono<AppEnv>()
  .openapi(createAlertRoute, async (c) => {
    const runtime = c.get('runtime');
    const ctx = serviceContext(c, c.req.valid('param').board);
    const input = c.req.valid('json');
    const session = await currentSession(c);
    // A candidate whose address is confirmed needs no second opt-in; anyone else does.
    const user =
      session?.user.guard === 'jobboard' && session.user.emailVerifiedAt ? session.user : null;
    const email = user?.email ?? input.email;
    if (!email) throw DomainError.invalid({ email: ['required'] });
    const created = await createJobAlert(ctx, {
      clientAddress: clientAddress(c.req.raw.headers, runtime.env.trustedProxy),
      email,
      frequency: input.frequency,
      search: input.search,
      ...(user ? { userId: user.id } : {}),
      now: now(c),
    });
    const message = created.confirmed ? answers.created : answers.pending;
    return c.json({ message: message[ctx.locale], confirmed: created.confirmed }, 201);
  })
  .openapi(confirmRoute, async (c) => {
    const ctx = serviceContext(c, c.req.valid('param').board);
    const done = await confirmJobAlert(ctx.db, {
      board: ctx.board,
      ...c.req.valid('json'),
      now: now(c),
    });
    if (!done) throw linkNotFound();
    return c.json({ message: answers.confirmed[ctx.locale] }, 200);
  })
  .openapi(unsubscribeRoute, async (c) => {
    const ctx = serviceContext(c, c.req.valid('param').board);
    const done = await unsubscribeJobAlert(ctx.db, {
      board: ctx.board,
      ...c.req.valid('json'),
      now: now(c),
    });
    if (!done) throw linkNotFound();
    return c.json({ message: answers.unsubscribed[ctx.locale] }, 200);
  })
  .openapi(oneClickRoute, async (c) => {
    const { board, id, token } = c.req.valid('param');
    const ctx = serviceContext(c, board);
    const done = await unsubscribeJobAlert(ctx.db, { board: ctx.board, id, token, now: now(c) });
    if (!done) throw linkNotFound();
    return c.json({ message: answers.unsubscribed[ctx.locale] }, 200);
  });
