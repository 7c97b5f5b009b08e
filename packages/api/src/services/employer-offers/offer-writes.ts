import type { BoardConfig } from '@jobboard/tenancy/board-config';
import { offers } from '@jobboard/db/schema/offers';
import type { PlaceSearch } from '../../adapters/places/place-search';
import type {
  OfferAttributesInput,
  OfferDetailsInput,
  OfferSpecificationsInput,
} from '../../contracts/employer-offers/offer-steps';
import type { EmployerOfferDto } from '../../contracts/employer-offers/offer-dto';
import { isVolunteer } from '../../contracts/employer-offers/quebec-rules';
import { DomainError } from '../../errors';
import { recheckAfterEdit } from '../moderation/moderation-holds';
import { checkAttributes, checkDetails, checkSpecifications } from './check-offer-step';
import type { EmployerContext } from './employer-context';
import { loadEmployerOffer } from './load-offer';
import { refreshSearch, writeAttributes, writeDetails, writeSpecifications } from './save-offer';
import { teamOffer } from './team-scope';

export type OfferStepInput =
  | { step: 'details'; input: OfferDetailsInput }
  | { step: 'attributes'; input: OfferAttributesInput }
  | { step: 'specifications'; input: OfferSpecificationsInput };

/**
 * POST /api/ats/offers: step one is valid, so the draft exists from now on (a closed tab loses
 * nothing). Always a draft of the employer's team: status and team never come from the body.
 */
export async function createOffer(
  ctx: EmployerContext,
  input: OfferDetailsInput,
): Promise<EmployerOfferDto> {
  await checkDetails(ctx, input);
  const teamId = ctx.teamId;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(offers)
      .values({
        companyId: input.company_id,
        teamId,
        slug: 'offer',
        status: 'draft',
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: offers.id });
    const id = row!.id;
    await writeDetails(tx, id, input, ctx.now);
    return loadEmployerOffer(ctx, id, tx);
  });
}

/**
 * A volunteer position is unpaid, and every offer states its pay (step three requires it): the
 * "Volunteer" schedule and a pay cannot sit on the same offer, whichever step comes second.
 */
async function refuseVolunteerWithPay(
  ctx: EmployerContext,
  id: number,
  step: OfferStepInput,
): Promise<void> {
  if (step.step === 'details') return;
  const current = await loadEmployerOffer(ctx, id);
  if (step.step === 'attributes' && isVolunteer(step.input.schedule_ids)) {
    if (current.salary_min !== null) {
      throw DomainError.invalid({ schedule_ids: ['volunteer_with_pay'] });
    }
  }
  if (step.step === 'specifications' && isVolunteer(current.schedule_ids)) {
    throw DomainError.invalid({ salary_min: ['volunteer_with_pay'] });
  }
}

/**
 * PUT /api/ats/offers/{id}: one step. A published offer's read model is rebuilt in the same
 * transaction, so search, its page and its JSON-LD change together. Its scam signals are
 * computed again first: an edit that reaches a board's threshold holds it there for moderation
 * (moderation-holds.ts), out of the read model rebuilt just after.
 */
export async function updateOffer(
  ctx: EmployerContext,
  places: PlaceSearch,
  registry: readonly BoardConfig[],
  id: number,
  step: OfferStepInput,
): Promise<EmployerOfferDto> {
  await teamOffer(ctx, id);
  await refuseVolunteerWithPay(ctx, id, step);
  let place = null;
  if (step.step === 'details') await checkDetails(ctx, step.input);
  if (step.step === 'attributes') await checkAttributes(ctx, step.input);
  if (step.step === 'specifications') place = await checkSpecifications(ctx, places, step.input);
  return ctx.db.transaction(async (tx) => {
    await teamOffer(ctx, id, tx);
    if (step.step === 'details') await writeDetails(tx, id, step.input, ctx.now);
    if (step.step === 'attributes') await writeAttributes(tx, id, step.input, ctx.now);
    if (step.step === 'specifications') {
      await writeSpecifications(tx, id, step.input, place, ctx.now);
    }
    await recheckAfterEdit(tx, id, registry, ctx.now);
    await refreshSearch(tx, id);
    return loadEmployerOffer(ctx, id, tx);
  });
}

/** POST .../validation/{step}: the same checks as saving, nothing written. */
export async function validateOfferStep(
  ctx: EmployerContext,
  places: PlaceSearch,
  step: OfferStepInput,
): Promise<void> {
  if (step.step === 'details') await checkDetails(ctx, step.input);
  if (step.step === 'attributes') await checkAttributes(ctx, step.input);
  if (step.step === 'specifications') await checkSpecifications(ctx, places, step.input);
}
