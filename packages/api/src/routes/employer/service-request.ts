import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { limitBody } from '../../http/body-limits';
import { boardPathParam } from '../../contracts/common';
import { serviceRequestSchema } from '../../contracts/service-request';
import { requestBoard } from '../../http/board';
import { requireEmployer } from '../../http/guards';
import { jsonBodyOnly } from '../../http/same-origin';
import { now } from '../../http/session';
import { submitServiceRequest } from '../../services/employer-service/submit-service-request';
import { authErrors, jsonRequest, messageResponse } from '../auth-openapi';

const sent = {
  fr: 'Merci\u00a0! Votre demande est envoyée à notre équipe, qui vous répondra rapidement.',
  en: 'Thank you! Your request was sent to our team, who will get back to you shortly.',
};

const requestRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/employer/service-request',
  summary: "Asks the board's team for its recruitment or staffing service (auth-employer)",
  request: { params: z.object({ board: boardPathParam }), ...jsonRequest(serviceRequestSchema) },
  responses: {
    201: messageResponse('Queued for the board’s team.'),
    ...authErrors,
    404: { description: 'The path names another board than the host.' },
    413: { description: 'The body is larger than 64 KB.' },
  },
});

export const serviceRequestRoutes = new OpenAPIHono<AppEnv>();
serviceRequestRoutes.use('/jobboard/:board/employer/service-request', async (c, next) => {
  await requireEmployer(c);
  await next();
});
serviceRequestRoutes.use('/jobboard/:board/employer/service-request', jsonBodyOnly);
serviceRequestRoutes.use('/jobboard/:board/employer/service-request', limitBody(64 * 1024));

serviceRequestRoutes.openapi(requestRoute, async (c) => {
  const board = requestBoard(c, c.req.valid('param').board);
  const state = await requireEmployer(c);
  const locale = c.get('locale');
  const { user } = state;
  await submitServiceRequest(c.get('runtime').db, {
    board,
    locale,
    employer: {
      id: user.id,
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      teamId: user.teamId,
    },
    input: c.req.valid('json'),
    now: now(c),
  });
  return c.json({ message: sent[locale] }, 201);
});
