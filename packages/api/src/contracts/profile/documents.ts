import { z } from '@hono/zod-openapi';
import { documentTypes } from '@jobboard/db/schema/candidates';

const msg = (key: string) => ({ error: key });

/** A document's name as the user sees it: never a path, never control characters. */
export const documentNameField = z
  .string(msg('document_name_invalid'))
  .trim()
  .min(1, msg('document_name_invalid'))
  .max(200, msg('document_name_invalid'))
  // eslint-disable-next-line no-control-regex
  .regex(/^[^/\\\u0000-\u001f\u007f]+$/, msg('document_name_invalid'))
  .refine((v) => v !== '.' && v !== '..', msg('document_name_invalid'));

export const documentTypeField = z.enum(documentTypes, msg('document_type_invalid'));

/** The multipart upload: `file`, `type` and an optional `name` (spec section 7). */
export const documentUploadSchema = z.object({
  file: z
    .custom<File>((v) => v instanceof File, msg('file_required'))
    .refine((f) => f.size > 0, msg('file_empty'))
    .openapi({ type: 'string', format: 'binary' }),
  type: documentTypeField,
  name: z.preprocess((v) => (v === '' ? undefined : v), documentNameField.optional()),
});
export type DocumentUpload = z.output<typeof documentUploadSchema>;

export const documentRenameSchema = z.object({ name: documentNameField });

export const documentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.enum(documentTypes),
    cdn: z.string(),
    mime_type: z.string(),
    size: z.number().int(),
    created_at: z.string(),
    text: z.string().nullable(),
    pages: z.number().int().nullable(),
  })
  .openapi('Document');
export type DocumentDto = z.infer<typeof documentSchema>;

/** `POST /pdf-to-text`: the `cdn` URL of one of the candidate's documents (absolute or a path). */
export const pdfToTextSchema = z.object({
  url: z
    .string({ error: 'required' })
    .max(500, { error: 'invalid' })
    .transform((url, ctx) => {
      const id = /\/api\/jobboard\/[a-z0-9-]+\/user\/documents\/(\d{1,9})\/file$/.exec(
        url.split(/[?#]/)[0] ?? '',
      )?.[1];
      if (!id) {
        ctx.addIssue({ code: 'custom', message: 'invalid' });
        return z.NEVER;
      }
      return Number(id);
    }),
});
