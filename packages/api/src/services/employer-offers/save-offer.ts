import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { offerAttributes } from '@jobboard/db/schema/attributes';
import { cities } from '@jobboard/db/schema/places';
import { offerAttributeLinks, offerContents, offers } from '@jobboard/db/schema/offers';
import type {
  OfferAttributesInput,
  OfferDetailsInput,
  OfferSpecificationsInput,
} from '../../contracts/employer-offers/offer-steps';
import type { Place } from '../../adapters/places/place-search';
import { DomainError } from '../../errors';
import type { Executor } from '../executor';
import { sanitizeRichText } from '../rich-text/sanitize-rich-text';
import { withQuestionIds } from './screening-question-ids';
import { offerSlug } from './slugify';

const wizardAttributeTypes = [
  'category',
  'specialization',
  'schedule',
  'education',
  'certification',
  'skill',
] as const;

/** Texts per language: a language with neither title nor description has no row. */
export async function writeDetails(
  tx: Executor,
  offerId: number,
  input: OfferDetailsInput,
  now: Date,
): Promise<void> {
  const clean = {
    fr: sanitizeRichText(input.description_fr),
    en: sanitizeRichText(input.description_en),
  };
  const title = { fr: input.title_fr, en: input.title_en };
  await tx
    .update(offers)
    .set({
      companyId: input.company_id,
      isConfidential: input.is_confidential,
      primaryLanguage: input.primary_language,
      slug: offerSlug(title[input.primary_language] || title.fr || title.en),
      updatedAt: now,
    })
    .where(eq(offers.id, offerId));
  for (const language of ['fr', 'en'] as const) {
    if (!title[language] && !clean[language]) {
      await tx
        .delete(offerContents)
        .where(and(eq(offerContents.offerId, offerId), eq(offerContents.language, language)));
      continue;
    }
    await tx
      .insert(offerContents)
      .values({ offerId, language, title: title[language], description: clean[language] })
      .onConflictDoUpdate({
        target: [offerContents.offerId, offerContents.language],
        set: { title: title[language], description: clean[language] },
      });
  }
}

/** The wizard's attribute links replace the previous ones of the same types. */
export async function writeAttributes(
  tx: Executor,
  offerId: number,
  input: OfferAttributesInput,
  now: Date,
): Promise<void> {
  const ids = [
    input.category_id,
    ...input.specialization_ids,
    ...input.schedule_ids,
    ...input.education_ids,
    ...input.certification_ids,
    ...input.skill_ids,
  ];
  const ofWizardTypes = tx
    .select({ id: offerAttributes.id })
    .from(offerAttributes)
    .where(inArray(offerAttributes.type, [...wizardAttributeTypes]));
  await tx
    .delete(offerAttributeLinks)
    .where(
      and(
        eq(offerAttributeLinks.offerId, offerId),
        inArray(offerAttributeLinks.attributeId, ofWizardTypes),
        notInArray(offerAttributeLinks.attributeId, ids),
      ),
    );
  await tx
    .insert(offerAttributeLinks)
    .values([...new Set(ids)].map((attributeId) => ({ offerId, attributeId })))
    .onConflictDoNothing();
  await tx
    .update(offers)
    .set({ experienceId: input.experience_id ?? null, updatedAt: now })
    .where(eq(offers.id, offerId));
}

/** Where, pay and how to apply; coordinates come from the place, else from the city. */
export async function writeSpecifications(
  tx: Executor,
  offerId: number,
  input: OfferSpecificationsInput,
  place: Place | null,
  now: Date,
): Promise<void> {
  const [city] = await tx
    .select({ lat: cities.lat, lng: cities.lng, label: cities.label })
    .from(cities)
    .where(eq(cities.id, input.city_id));
  if (!city) throw DomainError.invalid({ city_id: ['unknown_city'] });
  await tx
    .update(offers)
    .set({
      cityId: input.city_id,
      address: place?.address ?? null,
      placeId: place?.place_id ?? null,
      postalCode: input.postal_code ?? null,
      lat: place?.lat ?? city.lat,
      lng: place?.lng ?? city.lng,
      salaryPeriod: input.salary_period,
      salaryMin: input.salary_min,
      salaryMax: input.salary_max ?? null,
      tips: input.tips,
      shifts: input.shifts,
      positions: input.positions,
      startDate: input.start_date ?? null,
      applicationDeadline: input.application_deadline ?? null,
      applyMethod: input.apply_method,
      applyUrl: input.apply_method === 'url' ? (input.apply_url ?? null) : null,
      applyEmail: input.apply_method === 'email' ? (input.apply_email ?? null) : null,
      requiresOtherLanguage: input.requires_other_language,
      ...(input.screening_questions
        ? { screeningQuestions: withQuestionIds(input.screening_questions) }
        : {}),
      updatedAt: now,
    })
    .where(eq(offers.id, offerId));
  for (const language of ['fr', 'en'] as const) {
    const reason = input.requires_other_language
      ? (input[`language_reason_${language}`] ?? null)
      : null;
    await tx
      .update(offerContents)
      .set({ languageReason: reason })
      .where(and(eq(offerContents.offerId, offerId), eq(offerContents.language, language)));
  }
}

/**
 * The search read model follows the offer in the same transaction: a published offer's new
 * title or attributes are searchable the moment the edit commits (a draft has no rows).
 */
export async function refreshSearch(tx: Executor, offerId: number): Promise<void> {
  await tx.execute(sql`SELECT refresh_offer_search(ARRAY[${offerId}]::int[])`);
}
