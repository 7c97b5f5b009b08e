import { and, count, desc, eq } from 'drizzle-orm';
import { companies } from '@jobboard/db/schema/companies';
import { slugify } from '@jobboard/db/seed/slug';
import type { CompanyInput, EmployerCompanyDto } from '../../contracts/employer-companies';
import { richTextMaxPlainChars } from '../../contracts/rich-text-rules';
import { DomainError } from '../../errors';
import { richTextPlainText, sanitizeRichText } from '../rich-text/sanitize-rich-text';
import { employerCompanyDto, type CompanyRow } from './company-dto';
import type { EmployerContext } from './employer-context';
import { paginationMeta } from '../../contracts/pagination';

export const companiesPerPage = 20;

/** The team's company, or the same 404 as an unknown id: another team's ids reveal nothing. */
export async function requireTeamCompany(ctx: EmployerContext, id: number): Promise<CompanyRow> {
  const [row] = await ctx.db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.teamId, ctx.teamId)));
  if (!row) throw DomainError.notFound();
  return row;
}

/** GET /ats/companies: newest first (section 4), paginated (section 3). */
export async function listTeamCompanies(ctx: EmployerContext, input: { page: number }) {
  const where = eq(companies.teamId, ctx.teamId);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(companies)
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(companiesPerPage)
      .offset((input.page - 1) * companiesPerPage),
    ctx.db.select({ n: count() }).from(companies).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    data: rows.map((row) => employerCompanyDto(row, ctx.locale)),
    meta: paginationMeta(input.page, companiesPerPage, n),
  };
}

export async function getTeamCompany(
  ctx: EmployerContext,
  id: number,
): Promise<EmployerCompanyDto> {
  return employerCompanyDto(await requireTeamCompany(ctx, id), ctx.locale);
}

/** The columns an employer writes; descriptions sanitised here, before anything is stored. */
function writableColumns(input: CompanyInput) {
  const descriptionFr = sanitizeRichText(input.description_fr);
  const descriptionEn = sanitizeRichText(input.description_en);
  const tooLong = (html: string) => richTextPlainText(html).length > richTextMaxPlainChars;
  const issues = {
    ...(tooLong(descriptionFr) ? { description_fr: ['description_too_long' as const] } : {}),
    ...(tooLong(descriptionEn) ? { description_en: ['description_too_long' as const] } : {}),
  };
  if (Object.keys(issues).length) throw DomainError.invalid(issues);
  return {
    nameFr: input.name_fr || null,
    nameEn: input.name_en || null,
    descriptionFr: descriptionFr || null,
    descriptionEn: descriptionEn || null,
    videoFr: input.video_fr || null,
    videoEn: input.video_en || null,
    website: input.website || null,
    teamSize: input.team_size || null,
  };
}

const slugOf = (input: CompanyInput) =>
  slugify(input.name_fr || input.name_en).slice(0, 80) || 'entreprise';

/** POST /ats/companies: a company of the caller's team. */
export async function createCompany(
  ctx: EmployerContext,
  input: CompanyInput,
): Promise<EmployerCompanyDto> {
  const [row] = await ctx.db
    .insert(companies)
    .values({
      ...writableColumns(input),
      teamId: ctx.teamId,
      slug: slugOf(input),
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning();
  if (!row) throw new Error('company insert returned no row');
  return employerCompanyDto(row, ctx.locale);
}

/** PUT /ats/companies/{id}: the whole writable set, as the form sends it. */
export async function updateCompany(
  ctx: EmployerContext,
  id: number,
  input: CompanyInput,
): Promise<EmployerCompanyDto> {
  await requireTeamCompany(ctx, id);
  const [row] = await ctx.db
    .update(companies)
    .set({ ...writableColumns(input), slug: slugOf(input), updatedAt: ctx.now })
    .where(and(eq(companies.id, id), eq(companies.teamId, ctx.teamId)))
    .returning();
  if (!row) throw DomainError.notFound();
  return employerCompanyDto(row, ctx.locale);
}
