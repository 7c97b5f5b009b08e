import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@jobboard/db/client';
import { queryRows } from '@jobboard/db/query';
import { searchTokens } from '@jobboard/db/search/text-query';
import { NOC_PAGE_SIZE } from '../../contracts/attributes';
import type { Locale } from '@jobboard/tenancy/board-config';

export interface NocInput {
  page: number;
  title?: string;
  lang: Locale;
}

interface NocRow {
  id: number;
  code: string;
  title_fr: string;
  title_en: string;
  total: number | string;
}

/**
 * GET /noc-job-titles: every typed word must appear in the title of the chosen language, accents
 * and case ignored; 10 a page. The table is a few hundred rows, so a scan is fine.
 */
export async function listNocJobTitles(db: Database, input: NocInput) {
  const column = input.lang === 'fr' ? sql.raw('title_fr') : sql.raw('title_en');
  const words = input.title ? searchTokens(input.title) : [];
  const where: SQL[] = words.map(
    (w) => sql`lower(unaccent(${column})) LIKE '%' || lower(unaccent(${w})) || '%'`,
  );
  const rows = await queryRows<NocRow>(
    db,
    sql`SELECT id, code, title_fr, title_en, count(*) OVER () AS total FROM noc_job_titles
        ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}
        ORDER BY ${column}, id
        LIMIT ${NOC_PAGE_SIZE} OFFSET ${(input.page - 1) * NOC_PAGE_SIZE}`,
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && input.page > 1) {
    const [counted] = await queryRows<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM noc_job_titles ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}`,
    );
    total = Number(counted?.n ?? 0);
  }
  return {
    data: rows.map((r) => ({
      id: Number(r.id),
      code: r.code,
      title: input.lang === 'fr' ? r.title_fr : r.title_en,
      title_fr: r.title_fr,
      title_en: r.title_en,
    })),
    total,
  };
}
