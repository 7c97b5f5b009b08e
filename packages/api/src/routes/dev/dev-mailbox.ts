import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { devMailboxOpen } from '../../http/dev-mailbox-access';
import { DomainError } from '../../errors';
import { requestBoard } from '../../http/board';
import { fileResponse } from '../../http/file-response';
import { getDevMail, listDevMailbox } from '../../services/mail/dev-mailbox';

const summary = z.object({
  id: z.number(),
  recipient: z.string(),
  subject: z.string(),
  createdAt: z.string(),
});

const listRoute = createRoute({
  method: 'get',
  path: '/dev/mailbox',
  responses: {
    200: {
      description: "Mail kept for this host's board, newest first (development only).",
      content: { 'application/json': { schema: z.object({ data: z.array(summary) }) } },
    },
    404: { description: 'SMTP is configured or DEV_MAILBOX=false.' },
  },
});

const showRoute = createRoute({
  method: 'get',
  path: '/dev/mailbox/{id}',
  request: { params: z.object({ id: z.coerce.number().int().positive() }) },
  responses: {
    200: {
      description: 'One stored mail.',
      content: {
        'application/json': {
          schema: z.object({
            data: summary.extend({
              sender: z.string(),
              replyTo: z.string().nullable(),
              html: z.string(),
              text: z.string(),
              /** Files the mail carried; each is downloaded from `.../attachments/{index}`. */
              attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
            }),
          }),
        },
      },
    },
    404: { description: 'No such mail on this board, or the mailbox is disabled.' },
  },
});

const attachmentRoute = createRoute({
  method: 'get',
  path: '/dev/mailbox/{id}/attachments/{index}',
  request: {
    params: z.object({
      id: z.coerce.number().int().positive(),
      index: z.coerce.number().int().min(0).max(100),
    }),
  },
  responses: {
    200: { description: 'The file as the mail carried it (always a download).' },
    404: { description: 'No such mail or attachment on this board, or the mailbox is disabled.' },
  },
});

export const devMailboxRoutes = new OpenAPIHono<AppEnv>();

devMailboxRoutes.use('/dev/mailbox/*', async (c, next) => {
  if (!devMailboxOpen(c.get('runtime').env, c.req.raw.headers)) throw DomainError.notFound();
  await next();
});

devMailboxRoutes
  .openapi(listRoute, async (c) => {
    const rows = await listDevMailbox(c.get('runtime').db, requestBoard(c).key);
    return c.json(
      { data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) },
      200,
    );
  })
  .openapi(showRoute, async (c) => {
    const mail = await getDevMail(
      c.get('runtime').db,
      requestBoard(c).key,
      c.req.valid('param').id,
    );
    if (!mail) throw DomainError.notFound();
    return c.json(
      {
        data: {
          id: mail.id,
          recipient: mail.recipient,
          subject: mail.subject,
          createdAt: mail.createdAt.toISOString(),
          sender: mail.sender,
          replyTo: mail.replyTo,
          html: mail.html,
          text: mail.text,
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            content_type: a.contentType,
          })),
        },
      },
      200,
    );
  })
  .openapi(attachmentRoute, async (c) => {
    const { id, index } = c.req.valid('param');
    const mail = await getDevMail(c.get('runtime').db, requestBoard(c).key, id);
    const file = mail?.attachments[index];
    if (!file) throw DomainError.notFound();
    return fileResponse(
      {
        bytes: new Uint8Array(Buffer.from(file.contentBase64, 'base64')),
        fileName: file.filename,
        mimeType: file.contentType,
      },
      'attachment',
      'attachment',
    );
  });
