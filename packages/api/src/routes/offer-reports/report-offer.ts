import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { offerReportRequestSchema } from '../../contracts/offer-reports';
import { boardOfferParams } from '../../contracts/offers';
import { limitBody } from '../../http/body-limits';
import { serviceContext } from '../../http/board';
import { clientAddress } from '../../http/client-address';
import { currentSession } from '../../http/session';
import { reportOffer } from '../../services/offer-reports/report-offer';

const received = {
  fr: 'Merci\u00a0! Votre signalement a bien été transmis à notre équipe, qui examinera cette offre.',
  en: 'Thank you! Your report was passed on to our team, who will review this offer.',
};

const reportRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/offers/{id}/report',
  summary: 'Reports an offer to the board’s operators (scam, discrimination, wrong, filled...)',
  request: {
    params: boardOfferParams,
    body: {
      required: true,
      content: { 'application/json': { schema: offerReportRequestSchema } },
    },
  },
  responses: {
    201: {
      description:
        'The report is filed; the reporter’s confirmation is queued if they gave an address.',
      content: { 'application/json': { schema: z.object({ message: z.string() }) } },
    },
    404: { description: 'No such offer on this board (or the path names another board).' },
    413: { description: 'The body is larger than 16 KB.' },
    422: { description: 'Field errors, translated.' },
    429: { description: 'Too many reports from this address, or of this offer; see Retry-After.' },
  },
});

export const offerReportRoutes = new OpenAPIHono<AppEnv>();

offerReportRoutes.use('/jobboard/:board/offers/:id/report', limitBody(16 * 1024));

offerReportRoutes.openapi(reportRoute, async (c) => {
  const { board, id } = c.req.valid('param');
  const ctx = serviceContext(c, board);
  const runtime = c.get('runtime');
  const session = await currentSession(c);
  await reportOffer(ctx, {
    offerId: id,
    input: c.req.valid('json'),
    clientAddress: clientAddress(c.req.raw.headers, runtime.env.trustedProxy),
    reporterId: session?.user.id ?? null,
    ...(runtime.now ? { now: runtime.now() } : {}),
  });
  return c.json({ message: received[c.get('locale')] }, 201);
});
