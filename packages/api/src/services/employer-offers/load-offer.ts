import { and, eq } from 'drizzle-orm';
import { offerAttributes } from '@jobboard/db/schema/attributes';
import { companies } from '@jobboard/db/schema/companies';
import { offerAttributeLinks, offerContents, offerPublications } from '@jobboard/db/schema/offers';
import type { EmployerOfferDto } from '../../contracts/employer-offers/offer-dto';
import { publicationProblems, quebecToday } from '../../contracts/employer-offers/quebec-rules';
import type { Executor } from '../executor';
import type { EmployerContext } from './employer-context';
import { employerStatus } from './offer-status';
import { teamOffer } from './team-scope';

/** GET /api/ats/offers/{id}: the team's offer as the wizard edits it. */
export async function loadEmployerOffer(
  ctx: EmployerContext,
  id: number,
  tx: Executor = ctx.db,
): Promise<EmployerOfferDto> {
  const offer = await teamOffer(ctx, id, tx);
  const contents = await tx.select().from(offerContents).where(eq(offerContents.offerId, id));
  const links = await tx
    .select({ id: offerAttributes.id, type: offerAttributes.type })
    .from(offerAttributeLinks)
    .innerJoin(offerAttributes, eq(offerAttributes.id, offerAttributeLinks.attributeId))
    .where(eq(offerAttributeLinks.offerId, id));
  const publications = await tx
    .select({ board: offerPublications.board, heldAt: offerPublications.heldAt })
    .from(offerPublications)
    .where(eq(offerPublications.offerId, id));
  const boards = publications.map((p) => p.board);
  const underReview = publications.filter((p) => p.heldAt !== null).map((p) => p.board);
  const [company] = await tx
    .select({ fr: companies.nameFr, en: companies.nameEn })
    .from(companies)
    .where(and(eq(companies.id, offer.companyId)));
  const text = (language: 'fr' | 'en') => contents.find((c) => c.language === language);
  const ofType = (type: string) => links.filter((l) => l.type === type).map((l) => l.id);
  const dto: Omit<EmployerOfferDto, 'publication_problems'> = {
    id: offer.id,
    status: employerStatus(offer.status, offer.expiresAt, boards, ctx.now, offer.filledAt),
    filled_at: offer.filledAt?.toISOString() ?? null,
    boards,
    under_review: underReview,
    company_id: offer.companyId,
    company_name: company ?? { fr: null, en: null },
    is_confidential: offer.isConfidential,
    primary_language: offer.primaryLanguage,
    title_fr: text('fr')?.title ?? '',
    title_en: text('en')?.title ?? '',
    description_fr: text('fr')?.description ?? '',
    description_en: text('en')?.description ?? '',
    category_id: ofType('category')[0] ?? null,
    specialization_ids: ofType('specialization'),
    schedule_ids: ofType('schedule'),
    experience_id: offer.experienceId,
    education_ids: ofType('education'),
    certification_ids: ofType('certification'),
    skill_ids: ofType('skill'),
    city_id: offer.cityId,
    place_id: offer.placeId,
    address: offer.address,
    postal_code: offer.postalCode,
    salary_period: offer.salaryPeriod === 'week' ? null : offer.salaryPeriod,
    salary_min: offer.salaryMin,
    salary_max: offer.salaryMax,
    tips: offer.tips,
    shifts: offer.shifts,
    positions: offer.positions,
    start_date: offer.startDate,
    application_deadline: offer.applicationDeadline,
    apply_method: offer.applyMethod,
    apply_url: offer.applyUrl,
    apply_email: offer.applyEmail,
    requires_other_language: offer.requiresOtherLanguage,
    language_reason_fr: text('fr')?.languageReason ?? null,
    language_reason_en: text('en')?.languageReason ?? null,
    screening_questions: offer.screeningQuestions,
    created_at: offer.createdAt.toISOString(),
    updated_at: offer.updatedAt.toISOString(),
  };
  return { ...dto, publication_problems: publicationProblems(dto, quebecToday(ctx.now)) };
}
