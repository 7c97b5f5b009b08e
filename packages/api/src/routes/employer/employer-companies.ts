import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../context';
import { idSchema, pageSchema } from '../../contracts/common';
import {
  companyImageUploadSchema,
  companyInputSchema,
  employerCompanyListResponse,
  employerCompanyResponse,
  teamSizeListResponse,
} from '../../contracts/employer-companies';
import { companyImageMaxBytes } from '../../contracts/team-size-rules';
import { DomainError } from '../../errors';
import { employerOnly, employerRequest } from '../../http/employer-request';
import { limitBody } from '../../http/body-limits';
import { profileAdapters } from '../../http/profile-request';
import { jsonBodyOnly } from '../../http/same-origin';
import { fieldIssues } from '../../http/validation';
import {
  readCompanyImage,
  uploadCompanyImage,
} from '../../services/employer-companies/company-images';
import {
  createCompany,
  getTeamCompany,
  listTeamCompanies,
  requireTeamCompany,
  updateCompany,
} from '../../services/employer-companies/team-companies';
import { listTeamSizes } from '../../services/employer-companies/team-sizes';
import { authErrors, jsonRequest } from '../auth-openapi';

const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const errors = {
  ...authErrors,
  404: { description: 'Unknown id, or a company of another team.' },
  413: { description: 'Body or image too large.' },
};
const idParams = z.object({
  id: idSchema.openapi({ param: { name: 'id', in: 'path' }, example: 3 }),
});

/** Two descriptions of 100,000 characters, up to 3 bytes each in UTF-8, and the rest. */
const jsonMaxBytes = 1024 * 1024;

const listRoute = createRoute({
  method: 'get',
  path: '/ats/companies',
  summary: "The team's companies, newest first (can-manage-company)",
  request: { query: z.object({ page: pageSchema(10_000) }) },
  responses: { 200: json(employerCompanyListResponse, 'A page of companies.'), ...errors },
});

const createCompanyRoute = createRoute({
  method: 'post',
  path: '/ats/companies',
  summary: 'Creates a company of the caller’s team; descriptions are sanitised',
  request: jsonRequest(companyInputSchema),
  responses: { 201: json(employerCompanyResponse, 'The company.'), ...errors },
});

const showRoute = createRoute({
  method: 'get',
  path: '/ats/companies/{id}',
  summary: 'One of the team’s companies',
  request: { params: idParams },
  responses: { 200: json(employerCompanyResponse, 'The company.'), ...errors },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/ats/companies/{id}',
  summary: 'Replaces a company’s names, descriptions, videos, website and team size',
  request: { params: idParams, ...jsonRequest(companyInputSchema) },
  responses: { 200: json(employerCompanyResponse, 'The company.'), ...errors },
});

const imageRoute = createRoute({
  method: 'post',
  path: '/ats/companies/{id}/images',
  summary: 'Uploads the logo or cover (multipart `kind`, `file`), re-encoded to WebP',
  description:
    'JPEG, PNG or WebP, found from the content; SVG and anything else is 415. The logo becomes 250×149, the cover 1920×600.',
  request: {
    params: idParams,
    body: {
      required: true,
      content: { 'multipart/form-data': { schema: companyImageUploadSchema } },
    },
  },
  responses: { 200: json(employerCompanyResponse, 'The company with its new image.'), ...errors },
});

const teamSizesRoute = createRoute({
  method: 'get',
  path: '/ats/team-sizes',
  summary: 'Team size ranges for the company form',
  responses: { 200: json(teamSizeListResponse, 'The ranges, labelled.'), ...errors },
});

const imageFileRoute = createRoute({
  method: 'get',
  path: '/company-images/{file}',
  summary: 'A company logo or cover (public, immutable)',
  request: { params: z.object({ file: z.string().max(64) }) },
  responses: { 200: { description: 'The WebP image.' }, 404: { description: 'No such image.' } },
});

export const employerCompanyRoutes = new OpenAPIHono<AppEnv>();
// Who is asking is settled before any byte of a body is read.
employerCompanyRoutes.use('/ats/companies', employerOnly('can-manage-company'));
employerCompanyRoutes.use('/ats/companies/*', employerOnly('can-manage-company'));
employerCompanyRoutes.use('/ats/team-sizes', employerOnly('can-manage-company'));
// Another team's id is 404 before its body is validated or an upload read: an empty or invalid
// body must not get the contract's 422 for a company the caller cannot touch.
const ownCompanyFirst: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = idSchema.safeParse(c.req.param('id'));
  if (id.success) await requireTeamCompany(await employerRequest(c, 'can-manage-company'), id.data);
  await next();
};
employerCompanyRoutes.on('PUT', '/ats/companies/:id', ownCompanyFirst);
employerCompanyRoutes.on('POST', '/ats/companies/:id/images', ownCompanyFirst);
employerCompanyRoutes.on('POST', '/ats/companies/:id/images', async (c, next) => {
  // Content-Length first, then bytes counted as they stream: a 40 MB image is refused without
  // being read. The margin is the multipart envelope.
  return limitBody(companyImageMaxBytes + 64 * 1024)(c, next);
});
for (const path of ['/ats/companies', '/ats/companies/:id']) {
  employerCompanyRoutes.on(['POST', 'PUT'], path, jsonBodyOnly);
  employerCompanyRoutes.on(['POST', 'PUT'], path, limitBody(jsonMaxBytes));
}

employerCompanyRoutes
  .openapi(listRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-company');
    return c.json(await listTeamCompanies(ctx, c.req.valid('query')), 200);
  })
  .openapi(createCompanyRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-company');
    return c.json({ data: await createCompany(ctx, c.req.valid('json')) }, 201);
  })
  .openapi(showRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-company');
    return c.json({ data: await getTeamCompany(ctx, c.req.valid('param').id) }, 200);
  })
  .openapi(updateRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-company');
    const data = await updateCompany(ctx, c.req.valid('param').id, c.req.valid('json'));
    return c.json({ data }, 200);
  })
  .openapi(imageRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-company');
    // A body that is not multipart skips the validator; the contract is applied here regardless.
    const form = companyImageUploadSchema.safeParse(c.req.valid('form'));
    if (!form.success) throw DomainError.invalid(fieldIssues(form.error));
    const data = await uploadCompanyImage(ctx, profileAdapters(c).storage, {
      id: c.req.valid('param').id,
      ...form.data,
    });
    return c.json({ data }, 200);
  })
  .openapi(teamSizesRoute, async (c) => {
    await employerRequest(c, 'can-manage-company');
    return c.json({ data: listTeamSizes(c.get('locale')) }, 200);
  })
  .openapi(imageFileRoute, async (c) => {
    const bytes = await readCompanyImage(profileAdapters(c).storage, c.req.valid('param').file);
    return new Response(new Uint8Array(bytes), {
      status: 200,
      headers: {
        'content-type': 'image/webp',
        'content-length': String(bytes.byteLength),
        'x-content-type-options': 'nosniff',
        // The name is a fresh UUID for every upload: the bytes behind it never change.
        'cache-control': 'public, max-age=31536000, immutable',
      },
    });
  });
