import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { teams } from '@jobboard/db/schema/accounts';
import { companies } from '@jobboard/db/schema/companies';
import { offerSearch } from '@jobboard/db/schema/search';
import type { ServiceContext } from '../../context';
import type { CompanyDto } from '../../contracts/companies';
import { DomainError } from '../../errors';
import { localized } from '../localized';
import { companySlugs } from '../localized-slugs';

/**
 * A company is public on a board only while it has a live, non-confidential offer there:
 * otherwise its page would reveal another board's employer, or the author of a confidential
 * offer. Confidential offers have no company_id in the search rows, so they never count.
 */
export async function requireVisibleCompany(ctx: ServiceContext, companyId: number) {
  const [company] = await ctx.db
    .select()
    .from(companies)
    .where(
      and(
        eq(companies.id, companyId),
        sql`EXISTS (SELECT 1 FROM ${offerSearch} WHERE ${and(
          eq(offerSearch.board, ctx.board),
          eq(offerSearch.companyId, companyId),
          lte(offerSearch.publishedAt, sql`now()`),
          gt(offerSearch.expiresAt, sql`now()`),
        )})`,
      ),
    )
    .limit(1);
  if (!company) throw DomainError.notFound();
  return company;
}

/** GET /jobboard/{board}/company/{id}. */
export async function getCompany(ctx: ServiceContext, input: { id: number }): Promise<CompanyDto> {
  const c = await requireVisibleCompany(ctx, input.id);
  // An operator verified the team behind it (issue 40): the page shows "Verified employer".
  const [team] = c.teamId
    ? await ctx.db
        .select({ verifiedAt: teams.verifiedAt })
        .from(teams)
        .where(eq(teams.id, c.teamId))
    : [];
  const slugs = companySlugs(c.slug, c.nameFr, c.nameEn);
  return {
    id: c.id,
    slug: slugs[ctx.locale],
    slugs,
    name: localized(ctx.locale, c.nameFr, c.nameEn) ?? '',
    name_fr: c.nameFr,
    name_en: c.nameEn,
    description: localized(ctx.locale, c.descriptionFr, c.descriptionEn),
    description_fr: c.descriptionFr,
    description_en: c.descriptionEn,
    video_fr: c.videoFr,
    video_en: c.videoEn,
    logo: c.logo,
    cover_image: c.coverImage,
    website: c.website,
    team_size: c.teamSize,
    verified: Boolean(team?.verifiedAt),
  };
}
