import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { companies } from '@jobboard/db/schema/companies';
import { offers } from '@jobboard/db/schema/offers';
import { queryRows } from '@jobboard/db/query';
import {
  EMPLOYER_OFFERS_PER_PAGE,
  type EmployerOfferRowDto,
  type EmployerOffersQuery,
} from '../../contracts/employer-offers/offer-dto';
import type { EmployerContext } from './employer-context';
import { employerStatus } from './offer-status';
import { offerFunnels } from '../employer-applications/funnel';
import { paginationMeta } from '../../contracts/pagination';

/** The SQL twin of employerStatus, so filtering by status pages correctly. */
function statusCondition(status: EmployerOffersQuery['status'], now: Date): SQL | undefined {
  const boards = sql`EXISTS (SELECT 1 FROM offer_publications p WHERE p.offer_id = ${offers.id})`;
  const at = now.toISOString();
  const open = sql`${offers.filledAt} IS NULL`;
  switch (status) {
    case 'draft':
      return eq(offers.status, 'draft');
    case 'filled':
      return sql`${offers.status} <> 'draft' AND ${offers.filledAt} IS NOT NULL`;
    case 'unpublished':
      return sql`${open} AND (${offers.status} = 'archived' OR (${offers.status} = 'published' AND NOT ${boards}))`;
    case 'expired':
      return sql`${open} AND ${offers.status} = 'published' AND ${boards} AND ${offers.expiresAt} <= ${at}::timestamptz`;
    case 'published':
      return sql`${open} AND ${offers.status} = 'published' AND ${boards} AND (${offers.expiresAt} IS NULL OR ${offers.expiresAt} > ${at}::timestamptz)`;
    default:
      return undefined;
  }
}

/** GET /api/ats/offers: the team's offers, newest first (spec section 4), with paging. */
export async function listEmployerOffers(ctx: EmployerContext, query: EmployerOffersQuery) {
  const perPage = EMPLOYER_OFFERS_PER_PAGE;
  const where = and(
    eq(offers.teamId, ctx.teamId),
    query.company_id !== undefined ? eq(offers.companyId, query.company_id) : undefined,
    statusCondition(query.status, ctx.now),
    query.title
      ? sql`EXISTS (SELECT 1 FROM offer_contents oc WHERE oc.offer_id = ${offers.id}
          AND lower(unaccent(oc.title)) LIKE '%' || lower(unaccent(${query.title})) || '%')`
      : undefined,
  );
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: sql<number>`count(*)::int` })
    .from(offers)
    .where(where);
  const rows = await ctx.db
    .select({
      id: offers.id,
      status: offers.status,
      expiresAt: offers.expiresAt,
      filledAt: offers.filledAt,
      primaryLanguage: offers.primaryLanguage,
      companyId: offers.companyId,
      createdAt: offers.createdAt,
      nameFr: companies.nameFr,
      nameEn: companies.nameEn,
    })
    .from(offers)
    .innerJoin(companies, eq(companies.id, offers.companyId))
    .where(where)
    .orderBy(desc(offers.createdAt), desc(offers.id))
    .limit(perPage)
    .offset((query.page - 1) * perPage);
  const ids = rows.map((r) => r.id);
  const extras = ids.length
    ? await queryRows<{
        offer_id: number;
        title_fr: string | null;
        title_en: string | null;
        boards: string[] | null;
        under_review: string[] | null;
        featured_until: Date | string | null;
        applications: number;
      }>(
        ctx.db,
        sql`SELECT o.id AS offer_id,
              (SELECT title FROM offer_contents WHERE offer_id = o.id AND language = 'fr') AS title_fr,
              (SELECT title FROM offer_contents WHERE offer_id = o.id AND language = 'en') AS title_en,
              (SELECT array_agg(board ORDER BY board) FROM offer_publications WHERE offer_id = o.id) AS boards,
              (SELECT array_agg(board ORDER BY board) FROM offer_publications
                WHERE offer_id = o.id AND held_at IS NOT NULL) AS under_review,
              (SELECT featured_until FROM offer_publications WHERE offer_id = o.id
                 AND board = ${ctx.board} AND featured_until > ${ctx.now.toISOString()}::timestamptz) AS featured_until,
              (SELECT count(*)::int FROM applications WHERE offer_id = o.id) AS applications
            FROM offers o WHERE o.id = ANY(${`{${ids.join(',')}}`}::int[])`,
      )
    : [];
  const byId = new Map(extras.map((e) => [Number(e.offer_id), e]));
  const funnels = await offerFunnels(ctx, ids);
  const data: EmployerOfferRowDto[] = rows.map((r) => {
    const e = byId.get(r.id);
    const boards = e?.boards ?? [];
    return {
      id: r.id,
      title: { fr: e?.title_fr || null, en: e?.title_en || null },
      primary_language: r.primaryLanguage,
      company_id: r.companyId,
      company_name: { fr: r.nameFr, en: r.nameEn },
      status: employerStatus(r.status, r.expiresAt, boards, ctx.now, r.filledAt),
      filled_at: r.filledAt?.toISOString() ?? null,
      expires_at: r.expiresAt?.toISOString() ?? null,
      boards,
      under_review: e?.under_review ?? [],
      featured_until: e?.featured_until ? new Date(e.featured_until).toISOString() : null,
      applications_count: Number(e?.applications ?? 0),
      views_count: funnels.get(r.id)?.lifetime.views ?? null,
      created_at: r.createdAt.toISOString(),
      funnel: funnels.get(r.id) ?? {
        offer_id: r.id,
        lifetime: { views: 0, apply_clicks: 0, applications: 0 },
        last_7_days: { views: 0, apply_clicks: 0, applications: 0 },
        boards: [],
      },
    };
  });
  return {
    data,
    meta: paginationMeta(query.page, perPage, total),
  };
}
