import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { boardPathParam } from '../../contracts/common';
import { candidateOnly, candidateRequest, profileAdapters } from '../../http/profile-request';
import { jsonBodyOnly } from '../../http/same-origin';
import { clearSessionCookie } from '../../http/session';
import { deleteMyAccount, exportMyData } from '../../services/profile/my-data';
import { authErrors, jsonRequest, messageSchema } from '../auth-openapi';

const params = z.object({ board: boardPathParam });
const deleteSchema = z.object({
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024),
});

const exportRoute = createRoute({
  method: 'get',
  path: '/jobboard/{board}/user/data-export',
  summary: 'Everything held about the candidate, as a ZIP (Quebec Law 25)',
  request: { params },
  responses: {
    200: { description: 'application/zip: data.json and the document files.' },
    ...authErrors,
  },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/jobboard/{board}/user/account',
  summary: "Deletes the candidate's account, after the password",
  request: { params, ...jsonRequest(deleteSchema) },
  responses: {
    200: {
      description: 'Deleted; signed out.',
      content: { 'application/json': { schema: messageSchema } },
    },
    ...authErrors,
  },
});

const deletedText = {
  fr: 'Votre compte est supprimé. Un courriel de confirmation vous a été envoyé.',
  en: 'Your account is deleted. A confirmation email is on its way.',
};

export const myDataRoutes = new OpenAPIHono<AppEnv>();
myDataRoutes.use('/jobboard/:board/user/data-export', candidateOnly);
myDataRoutes.use('/jobboard/:board/user/account', candidateOnly);
myDataRoutes.use('/jobboard/:board/user/account', jsonBodyOnly);

myDataRoutes
  .openapi(exportRoute, async (c) => {
    const { ctx } = await candidateRequest(c, c.req.valid('param').board);
    const zip = await exportMyData(ctx, profileAdapters(c));
    const day = ctx.now.toISOString().slice(0, 10);
    return new Response(new Uint8Array(zip), {
      status: 200,
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="my-data-${ctx.board}-${day}.zip"`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      },
    });
  })
  .openapi(deleteRoute, async (c) => {
    const { ctx } = await candidateRequest(c, c.req.valid('param').board);
    await deleteMyAccount(ctx, profileAdapters(c), c.req.valid('json').password);
    clearSessionCookie(c);
    return c.json({ message: deletedText[ctx.locale] }, 200);
  });
