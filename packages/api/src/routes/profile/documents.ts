import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { boardPathParam, idSchema } from '../../contracts/common';
import {
  documentRenameSchema,
  documentSchema,
  documentUploadSchema,
  pdfToTextSchema,
} from '../../contracts/profile/documents';
import { DomainError } from '../../errors';
import { fileResponse } from '../../http/file-response';
import { fieldIssues } from '../../http/validation';
import { candidateOnly, candidateRequest, profileAdapters } from '../../http/profile-request';
import { jsonBodyOnly } from '../../http/same-origin';
import {
  deleteDocument,
  listDocuments,
  pdfToText,
  readDocumentFile,
  renameDocument,
  uploadDocument,
} from '../../services/profile/documents';
import { authErrors, jsonRequest, messageSchema } from '../auth-openapi';
import { limitBody } from '../../http/body-limits';

const params = z.object({ board: boardPathParam });
const idParams = z.object({ board: boardPathParam, id: idSchema });
const one = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.object({ data: documentSchema }) } },
});
const errors = {
  ...authErrors,
  404: { description: 'Unknown id, or a document of someone else.' },
  413: { description: 'File size exceeded.' },
};

const listRoute = createRoute({
  method: 'get',
  path: '/jobboard/{board}/user/documents',
  summary: "The candidate's documents, newest first",
  request: { params },
  responses: {
    200: {
      description: 'Documents with their extracted text.',
      content: { 'application/json': { schema: z.object({ data: z.array(documentSchema) }) } },
    },
    ...errors,
  },
});

const uploadRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/user/documents',
  summary: 'Uploads a resume, cover letter or other document (multipart)',
  description:
    'The type is found from the content (magic bytes). PDFs are parsed after storing; a parse failure keeps the document with null text.',
  request: {
    params,
    body: { required: true, content: { 'multipart/form-data': { schema: documentUploadSchema } } },
  },
  responses: { 201: one('The stored document.'), ...errors },
});

const renameRoute = createRoute({
  method: 'put',
  path: '/jobboard/{board}/user/documents/{id}',
  summary: 'Renames a document',
  request: { params: idParams, ...jsonRequest(documentRenameSchema) },
  responses: { 200: one('The renamed document.'), ...errors },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/jobboard/{board}/user/documents/{id}',
  summary: 'Deletes a document and its file',
  request: { params: idParams },
  responses: {
    200: { description: 'Deleted.', content: { 'application/json': { schema: messageSchema } } },
    ...errors,
  },
});

const fileRoute = createRoute({
  method: 'get',
  path: '/jobboard/{board}/user/documents/{id}/file',
  summary: "Downloads a document's file (owner only, as an attachment)",
  request: { params: idParams },
  responses: {
    200: { description: 'The file, `Content-Disposition: attachment`, `nosniff`.' },
    ...errors,
  },
});

const pdfToTextRoute = createRoute({
  method: 'post',
  path: '/pdf-to-text',
  summary: "Text, page count and info of one of the candidate's PDFs (section 7 helper)",
  request: jsonRequest(pdfToTextSchema),
  responses: {
    200: {
      description: 'Null text when the PDF cannot be read.',
      content: {
        'application/json': {
          schema: z.object({
            text: z.string().nullable(),
            pages: z.number().int().nullable(),
            info: z.record(z.string(), z.unknown()).nullable(),
          }),
        },
      },
    },
    ...errors,
  },
});

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name. */

export const documentRoutes = new OpenAPIHono<AppEnv>();
// Who is asking is settled before any byte of the body is read.
documentRoutes.use('/jobboard/:board/user/documents', candidateOnly);
documentRoutes.use('/jobboard/:board/user/documents/*', candidateOnly);
documentRoutes.on('POST', '/jobboard/:board/user/documents', async (c, next) => {
  // Refused before the body is read whole: Content-Length first, then bytes counted as they
  // stream for chunked bodies. The margin is the multipart envelope around the file.
  const limit = limitBody(profileAdapters(c).uploadMaxBytes + 64 * 1024);
  return limit(c, next);
});
documentRoutes.use('/jobboard/:board/user/documents/:id', jsonBodyOnly);
documentRoutes.use('/pdf-to-text', candidateOnly);
documentRoutes.use('/pdf-to-text', jsonBodyOnly);

documentRoutes
  .openapi(listRoute, async (c) => {
    const { ctx } = await candidateRequest(c, c.req.valid('param').board);
    return c.json({ data: await listDocuments(ctx) }, 200);
  })
  .openapi(uploadRoute, async (c) => {
    const { ctx } = await candidateRequest(c, c.req.valid('param').board);
    // A body that is not multipart skips the validator; the contract is applied here regardless.
    const form = documentUploadSchema.safeParse(c.req.valid('form'));
    if (!form.success) throw DomainError.invalid(fieldIssues(form.error, 'file'));
    const data = await uploadDocument(ctx, profileAdapters(c), form.data);
    return c.json({ data }, 201);
  })
  .openapi(renameRoute, async (c) => {
    const { board, id } = c.req.valid('param');
    const { ctx } = await candidateRequest(c, board);
    return c.json({ data: await renameDocument(ctx, id, c.req.valid('json').name) }, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { board, id } = c.req.valid('param');
    const { ctx } = await candidateRequest(c, board);
    await deleteDocument(ctx, profileAdapters(c), id);
    return c.json({ message: 'deleted' }, 200);
  })
  .openapi(pdfToTextRoute, async (c) => {
    const { ctx } = await candidateRequest(c);
    return c.json(await pdfToText(ctx, profileAdapters(c), c.req.valid('json').url), 200);
  })
  .openapi(fileRoute, async (c) => {
    const { board, id } = c.req.valid('param');
    const { ctx } = await candidateRequest(c, board);
    const file = await readDocumentFile(ctx, profileAdapters(c), id);
    return fileResponse(file, 'attachment', 'document');
  });
