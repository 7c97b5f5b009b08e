import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { DomainError } from '../../errors';
import { devMailboxOpen } from '../../http/dev-mailbox-access';
import { now } from '../../http/session';
import { runJobAlertDigests } from '../../services/job-alerts/digest-sender';

const runRoute = createRoute({
  method: 'post',
  path: '/dev/job-alerts/run',
  summary: 'Runs the alert digests now, every live alert counted as due (development only)',
  responses: {
    200: {
      description: 'What the run did.',
      content: {
        'application/json': {
          schema: z.object({
            data: z.object({ alerts: z.number(), mailed: z.number(), searches: z.number() }),
          }),
        },
      },
    },
    404: { description: 'SMTP is configured, DEV_MAILBOX=false, or not a loopback client.' },
  },
});

/** Far enough ahead that every live alert is due: the e2e need not wait a day. */
const EVERY_ALERT_MS = 366 * 24 * 60 * 60_000;

/** Gated exactly as the dev mailbox is: the e2e triggers a digest and reads it there. */
export const devJobAlertRoutes = new OpenAPIHono<AppEnv>();

devJobAlertRoutes.use('/dev/job-alerts/*', async (c, next) => {
  if (!devMailboxOpen(c.get('runtime').env, c.req.raw.headers)) throw DomainError.notFound();
  await next();
});

devJobAlertRoutes.openapi(runRoute, async (c) => {
  const runtime = c.get('runtime');
  const at = now(c);
  const data = await runJobAlertDigests(runtime.db, runtime.boards, {
    now: at,
    dueBy: new Date(at.getTime() + EVERY_ALERT_MS),
  });
  return c.json({ data }, 200);
});
