import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../context';
import { boardPathParam, idSchema } from '../../contracts/common';
import { employerOffersQuery, offerIdParams } from '../../contracts/employer-offers/offer-dto';
import {
  offerDetailsSchema,
  offerStepParamSchema,
  offerStepSchemas,
  type OfferStep,
} from '../../contracts/employer-offers/offer-steps';
import { DomainError, type FieldIssues } from '../../errors';
import { requestBoard } from '../../http/board';
import { employerOnly, employerRequest } from '../../http/employer-request';
import { profileAdapters } from '../../http/profile-request';
import { jsonBodyOnly } from '../../http/same-origin';
import { fieldIssues } from '../../http/validation';
import { duplicateOffer } from '../../services/employer-offers/duplicate-offer';
import { listEmployerOffers } from '../../services/employer-offers/list-offers';
import { loadEmployerOffer } from '../../services/employer-offers/load-offer';
import { teamOffer } from '../../services/employer-offers/team-scope';
import {
  createOffer,
  updateOffer,
  validateOfferStep,
  type OfferStepInput,
} from '../../services/employer-offers/offer-writes';
import { authErrors, json, jsonRequest } from '../auth-openapi';

/** Two descriptions of at most 100,000 characters fit; a 2 MB body is refused before parsing. */
const BODY_LIMIT = 512 * 1024;

const errors = { ...authErrors, 404: { description: 'Not an offer of your team.' } };
const anyBody = z.object({}).passthrough();

/** A body checked against the contract of the step it names (`step` in the body or path). */
function parseStep(step: OfferStep, body: unknown): OfferStepInput {
  const result = offerStepSchemas[step].safeParse(body);
  if (!result.success) {
    // An id list's bad item (`skill_ids.3`) is shown under the list's own field.
    const issues: FieldIssues = {};
    for (const [field, keys] of Object.entries(fieldIssues(result.error))) {
      const list = (issues[field.replace(/\.\d+$/, '')] ??= []);
      for (const key of keys) if (!list.includes(key)) list.push(key);
    }
    throw DomainError.invalid(issues);
  }
  return { step, input: result.data } as OfferStepInput;
}

const listRoute = createRoute({
  method: 'get',
  path: '/ats/offers',
  summary: "The team's offers, newest first",
  request: { query: employerOffersQuery },
  responses: { 200: json('`data` (rows) and `meta` (paging).'), ...errors },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/ats/offers',
  summary: 'Creates a draft from a valid first step (details)',
  description: '`status`, `team_id` and publication fields in the body are ignored.',
  request: jsonRequest(offerDetailsSchema),
  responses: { 201: json('The draft in `data`.'), ...errors },
});

const showRoute = createRoute({
  method: 'get',
  path: '/ats/offers/{id}',
  summary: "One of the team's offers, as the wizard edits it",
  request: { params: offerIdParams },
  responses: { 200: json('The offer in `data`.'), ...errors },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/ats/offers/{id}',
  summary: 'Saves one step (`step`: details, attributes or specifications)',
  description:
    "The body holds `step` and that step's fields. A published offer's search entry, page and JSON-LD change in the same transaction.",
  request: { params: offerIdParams, ...jsonRequest(anyBody) },
  responses: { 200: json('The offer in `data`.'), ...errors },
});

const duplicateRoute = createRoute({
  method: 'post',
  path: '/ats/offers/{id}/duplicate',
  summary: 'Copies an offer into a new draft',
  request: { params: offerIdParams },
  responses: { 201: json('The new draft in `data`.'), ...errors },
});

const validationRoute = createRoute({
  method: 'post',
  path: '/jobboard/{board}/employer/offers/validation/{step}',
  summary: 'Checks one wizard step (details, attributes, specifications) without saving',
  request: {
    params: z.object({ board: boardPathParam, step: offerStepParamSchema }),
    ...jsonRequest(anyBody),
  },
  responses: { 200: json('`{valid: true}`.'), ...errors },
});

export const employerOfferRoutes = new OpenAPIHono<AppEnv>();
for (const path of ['/ats/offers', '/ats/offers/*', '/jobboard/:board/employer/offers/*']) {
  employerOfferRoutes.use(path, employerOnly('can-manage-offer'));
  employerOfferRoutes.use(path, jsonBodyOnly);
  employerOfferRoutes.use(
    path,
    bodyLimit({
      maxSize: BODY_LIMIT,
      onError: () => {
        throw new DomainError('payload_too_large');
      },
    }),
  );
}

// Another team's offer is 404 before the step in the body is parsed, as for an unknown id.
employerOfferRoutes.on('PUT', '/ats/offers/:id', async (c, next) => {
  const id = idSchema.safeParse(c.req.param('id'));
  if (id.success) await teamOffer(await employerRequest(c, 'can-manage-offer'), id.data);
  await next();
});

employerOfferRoutes
  .openapi(listRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-offer');
    return c.json(await listEmployerOffers(ctx, c.req.valid('query')), 200);
  })
  .openapi(createRouteDef, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-offer');
    return c.json({ data: await createOffer(ctx, c.req.valid('json')) }, 201);
  })
  .openapi(showRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-offer');
    return c.json({ data: await loadEmployerOffer(ctx, c.req.valid('param').id) }, 200);
  })
  .openapi(updateRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-offer');
    const { id } = c.req.valid('param');
    const body = c.req.valid('json') as { step?: unknown };
    const step = offerStepParamSchema.safeParse(body?.step);
    if (!step.success) throw DomainError.invalid({ step: ['invalid'] });
    const input = parseStep(step.data, body);
    const data = await updateOffer(
      ctx,
      profileAdapters(c).places,
      c.get('runtime').boards,
      id,
      input,
    );
    return c.json({ data }, 200);
  })
  .openapi(duplicateRoute, async (c) => {
    const ctx = await employerRequest(c, 'can-manage-offer');
    return c.json({ data: await duplicateOffer(ctx, c.req.valid('param').id) }, 201);
  })
  .openapi(validationRoute, async (c) => {
    const { board, step } = c.req.valid('param');
    requestBoard(c, board);
    const ctx = await employerRequest(c, 'can-manage-offer');
    const input = parseStep(step, c.req.valid('json'));
    await validateOfferStep(ctx, profileAdapters(c).places, input);
    return c.json({ valid: true }, 200);
  });
