import { eq } from 'drizzle-orm';
import { experiences } from '@jobboard/db/schema/attributes';
import type { AttributeType } from '@jobboard/db/schema/attributes';
import type { PlaceSearch, Place } from '../../adapters/places/place-search';
import type {
  OfferAttributesInput,
  OfferDetailsInput,
  OfferSpecificationsInput,
} from '../../contracts/employer-offers/offer-steps';
import { DomainError, type FieldIssues } from '../../errors';
import { cityIdIndex } from '../catalogue/cities';
import { listOfferAttributes } from '../catalogue/offer-attributes';
import type { EmployerContext } from './employer-context';
import { isTeamCompany } from './team-scope';

function fail(issues: FieldIssues): void {
  if (Object.keys(issues).length > 0) throw DomainError.invalid(issues);
}

/** What the contract cannot know: the company must be one of the team's (else "choose one"). */
export async function checkDetails(ctx: EmployerContext, input: OfferDetailsInput): Promise<void> {
  if (!(await isTeamCompany(ctx, input.company_id))) {
    fail({ company_id: ['company_required'] });
  }
}

/** Every id must be an attribute of its field's type, shared or this board's own. */
export async function checkAttributes(
  ctx: EmployerContext,
  input: OfferAttributesInput,
): Promise<void> {
  const known = new Map((await listOfferAttributes(ctx)).map((a) => [a.id, a.type]));
  const issues: FieldIssues = {};
  const expect = (field: string, ids: readonly number[], type: AttributeType) => {
    if (ids.some((id) => known.get(id) !== type)) issues[field] = ['unknown_attribute'];
  };
  expect('category_id', [input.category_id], 'category');
  expect('specialization_ids', input.specialization_ids, 'specialization');
  expect('schedule_ids', input.schedule_ids, 'schedule');
  expect('education_ids', input.education_ids, 'education');
  expect('certification_ids', input.certification_ids, 'certification');
  expect('skill_ids', input.skill_ids, 'skill');
  if (input.experience_id != null) {
    const [row] = await ctx.db
      .select({ id: experiences.id })
      .from(experiences)
      .where(eq(experiences.id, input.experience_id));
    if (!row) issues.experience_id = ['invalid'];
  }
  fail(issues);
}

/** The city must exist; a street address must come from the place search (Canada only). */
export async function checkSpecifications(
  ctx: EmployerContext,
  places: PlaceSearch,
  input: OfferSpecificationsInput,
): Promise<Place | null> {
  const issues: FieldIssues = {};
  if (!(await cityIdIndex(ctx.db)).has(input.city_id)) issues.city_id = ['unknown_city'];
  let place: Place | null = null;
  if (input.place_id) {
    place = await places.resolve(input.place_id, ctx.locale);
    if (!place || place.country !== 'CA') issues.place_id = ['unknown_place'];
  }
  fail(issues);
  return place;
}
