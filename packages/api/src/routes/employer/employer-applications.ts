import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import {
  applicationDetailSchema,
  employerApplicationsQuery,
  employerApplicationsResponse,
  noteEntrySchema,
  noteSchema,
  offerApplicationParams,
  offerApplicationsParams,
  statusChangeResultSchema,
  statusChangeSchema,
} from '../../contracts/employer-applications';
import { idSchema } from '../../contracts/common';
import { requestBoard } from '../../http/board';
import { teamOffer } from '../../services/employer-offers/team-scope';
import { employerRequest } from '../../http/employer-request';
import { fileResponse } from '../../http/file-response';
import { profileAdapters } from '../../http/profile-request';
import { jsonBodyOnly } from '../../http/same-origin';
import {
  readEmployerApplicationFile,
  type ApplicationFileKind,
} from '../../services/employer-applications/application-files';
import { exportOfferApplications } from '../../services/employer-applications/export-applications';
import { listOfferApplications } from '../../services/employer-applications/list-applications';
import {
  addApplicationNote,
  applicationDetail,
  changeApplicationStatus,
} from '../../services/employer-applications/pipeline';
import { authErrors, jsonRequest } from '../auth-openapi';

const base = '/jobboard/{board}/employer/offer/{id}/applications';
const errors = {
  ...authErrors,
  404: { description: "Not an offer of your team, or not one of that offer's applications." },
};
const jsonOf = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});

const listRoute = createRoute({
  method: 'get',
  path: base,
  summary: "An offer's applications (can-manage-candidate), newest first by default",
  description:
    '`sort`: date (newest first), date_asc, name, status (pipeline order). `status` filters, `q` searches the name, e-mail, extracted resume text, cover letter and message. With the count per status and the funnel.',
  request: { params: offerApplicationsParams, query: employerApplicationsQuery },
  responses: { 200: jsonOf('A page of applications.', employerApplicationsResponse), ...errors },
});

const csvRoute = createRoute({
  method: 'get',
  path: `${base}.csv`,
  summary: "An offer's applications as a spreadsheet (CSV, UTF-8 with BOM, for Excel)",
  description:
    "Every application, oldest first: date applied (board time, ISO 8601), names, e-mail, phone, status and header in the request's language, resume file name and a link to the resume route (sign-in required; the file itself is never in the sheet). Cells a spreadsheet would read as a formula start with `'`. Always a download.",
  request: { params: offerApplicationsParams },
  responses: {
    200: { description: 'The CSV file.', content: { 'text/csv': { schema: z.string() } } },
    ...errors,
  },
});

const showRoute = createRoute({
  method: 'get',
  path: `${base}/{applicationId}`,
  summary: 'One application with its private notes and history',
  request: { params: offerApplicationParams },
  responses: { 200: jsonOf('The application.', applicationDetailSchema), ...errors },
});

const fileRoute = (kind: ApplicationFileKind) =>
  createRoute({
    method: 'get',
    path: `${base}/{applicationId}/${kind}`,
    summary: `The ${kind === 'resume' ? 'resume' : 'cover letter'} the application sent`,
    description:
      'Always a download (`attachment`), as the candidate gets it; `nosniff`, sandboxed, never cached. Gone once the candidate deleted their account.',
    request: { params: offerApplicationParams },
    responses: { 200: { description: 'The file.' }, ...errors },
  });

const statusRoute = createRoute({
  method: 'post',
  path: `${base}/status`,
  summary: 'Moves one or several applications to a status',
  description:
    "Withdrawn applications and those already at the status are left as they are (`unchanged`). With `notify`, each moved application's candidate gets the mail of the new status (once per status), in the language they applied in, with the optional `candidate_note`; My applications then shows the change. Withdrawn applications and deleted candidates are never mailed (`not_notified`).",
  request: { params: offerApplicationsParams, ...jsonRequest(statusChangeSchema) },
  responses: {
    200: jsonOf('What changed.', z.object({ data: statusChangeResultSchema })),
    ...errors,
  },
});

const noteRoute = createRoute({
  method: 'post',
  path: `${base}/{applicationId}/notes`,
  summary: 'A private note of the team on an application (the candidate never sees it)',
  request: { params: offerApplicationParams, ...jsonRequest(noteSchema) },
  responses: { 201: jsonOf('The note.', z.object({ data: noteEntrySchema })), ...errors },
});

export const employerApplicationRoutes = new OpenAPIHono<AppEnv>();
const guardPath = '/jobboard/:board/employer/offer/:id/applications';
for (const path of [guardPath, `${guardPath}.csv`, `${guardPath}/*`]) {
  // Who is asking is settled before any body or parameter is read.
  employerApplicationRoutes.use(path, async (c, next) => {
    requestBoard(c, c.req.param('board'));
    const ctx = await employerRequest(c, 'can-manage-candidate');
    // Another team's offer is 404 before a body is validated, as for an unknown id.
    const id = idSchema.safeParse(c.req.param('id'));
    if (id.success) await teamOffer(ctx, id.data);
    await next();
  });
  employerApplicationRoutes.use(path, jsonBodyOnly);
}

const file = (kind: ApplicationFileKind) =>
  employerApplicationRoutes.openapi(fileRoute(kind), async (c) => {
    const { id, applicationId } = c.req.valid('param');
    const ctx = await employerRequest(c, 'can-manage-candidate');
    const found = await readEmployerApplicationFile(
      ctx,
      profileAdapters(c).storage,
      id,
      applicationId,
      kind,
    );
    // A download, never shown in the application's origin: the candidate chose the file.
    return fileResponse(found, 'attachment', kind);
  });

employerApplicationRoutes
  .openapi(listRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-candidate');
    const data = await listOfferApplications(ctx, c.req.valid('param').id, c.req.valid('query'));
    return c.json(data, 200);
  })
  .openapi(csvRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-candidate');
    const origin = requestBoard(c).origin;
    const csv = await exportOfferApplications(ctx, c.req.valid('param').id, origin);
    const file = { bytes: new TextEncoder().encode(csv.text), fileName: csv.fileName };
    return fileResponse(
      { ...file, mimeType: 'text/csv; charset=utf-8' },
      'attachment',
      'applications.csv',
    );
  })
  .openapi(statusRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-candidate');
    const data = await changeApplicationStatus(ctx, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data }, 200);
  });
// The fixed segments (status) are declared before the {applicationId} ones.
file('resume');
file('cover-letter');
employerApplicationRoutes
  .openapi(showRoute, async (c) => {
    const { id, applicationId } = c.req.valid('param');
    const ctx = await employerRequest(c, 'can-manage-candidate');
    return c.json({ data: await applicationDetail(ctx, id, applicationId) }, 200);
  })
  .openapi(noteRoute, async (c) => {
    const { id, applicationId } = c.req.valid('param');
    const ctx = await employerRequest(c, 'can-manage-candidate');
    const data = await addApplicationNote(ctx, id, applicationId, c.req.valid('json'));
    return c.json({ data }, 201);
  });
