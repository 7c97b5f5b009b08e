import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { billingProfileSchema } from '../../contracts/billing/billing-profile';
import { invoiceListResponse } from '../../contracts/billing/invoices';
import { idSchema } from '../../contracts/common';
import { employerOnly, employerRequest } from '../../http/employer-request';
import { fileResponse } from '../../http/file-response';
import { jsonBodyOnly } from '../../http/same-origin';
import { getBillingProfile, saveBillingProfile } from '../../services/billing/billing-profile';
import { invoiceFileName, invoicePdf } from '../../services/billing/invoice-files';
import { listTeamInvoices, teamInvoice } from '../../services/billing/team-invoices';
import { authErrors, json, jsonRequest } from '../auth-openapi';

/** The team's billing: who invoices are made out to, and the invoices (manage_billing). */
const billingErrors = {
  ...authErrors,
  404: { description: 'Unknown invoice, or one of another team.' },
} as const;

const profileRoute = createRoute({
  method: 'get',
  path: '/ats/billing-profile',
  summary: "The team's billing profile (null before the first one is given)",
  responses: { 200: json('The profile or null, in `data`.'), ...billingErrors },
});
const saveProfileRoute = createRoute({
  method: 'put',
  path: '/ats/billing-profile',
  summary: 'Creates or replaces the billing profile; issued invoices keep their details',
  request: jsonRequest(billingProfileSchema),
  responses: { 200: json('The saved profile, in `data`.'), ...billingErrors },
});
const listRoute = createRoute({
  method: 'get',
  path: '/ats/invoices',
  summary: "The team's invoices and credit notes, newest first",
  responses: {
    200: {
      description: 'The invoices.',
      content: { 'application/json': { schema: invoiceListResponse } },
    },
    ...billingErrors,
  },
});
const pdfRoute = createRoute({
  method: 'get',
  path: '/ats/invoices/{id}/pdf',
  summary: 'The invoice as a PDF, downloaded as an attachment',
  request: {
    params: z.object({ id: idSchema.openapi({ param: { name: 'id', in: 'path' }, example: 1 }) }),
  },
  responses: {
    200: { description: 'The PDF, `Content-Disposition: attachment`.' },
    ...billingErrors,
  },
});

export const billingRoutes = new OpenAPIHono<AppEnv>();
// Who is asking before the body is read: a member without manage_billing is a 403 whatever
// they send.
for (const path of ['/ats/billing-profile', '/ats/invoices', '/ats/invoices/*'])
  billingRoutes.use(path, employerOnly('can-manage-billing'));
billingRoutes.use('/ats/billing-profile', jsonBodyOnly);

billingRoutes
  .openapi(profileRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-billing');
    c.header('cache-control', 'private, no-store');
    return c.json({ data: await getBillingProfile(ctx) }, 200);
  })
  .openapi(saveProfileRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-billing');
    return c.json({ data: await saveBillingProfile(ctx, c.req.valid('json')) }, 200);
  })
  .openapi(listRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-billing');
    c.header('cache-control', 'private, no-store');
    return c.json({ data: await listTeamInvoices(ctx) }, 200);
  })
  .openapi(pdfRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-billing');
    const invoice = await teamInvoice(ctx, c.req.valid('param').id);
    const bytes = await invoicePdf(ctx.db, c.get('runtime').storage, invoice);
    return fileResponse(
      { bytes, mimeType: 'application/pdf', fileName: invoiceFileName(invoice) },
      'attachment',
      'invoice.pdf',
    );
  });
