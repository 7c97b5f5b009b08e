import { sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import type { ApplicationDto } from '../../contracts/applications';
import type { ServiceContext } from '../../context';
import { localized } from '../localized';

interface Row {
  id: number;
  slug: string;
  is_confidential: boolean;
  primary_language: 'fr' | 'en';
  name_fr: string | null;
  name_en: string | null;
  city: string | null;
  titles: { language: 'fr' | 'en'; title: string }[] | null;
  live: boolean;
}

/**
 * The offers applied to, whatever they became since (expired ones included): title in the
 * reader's language else the primary one, company unless confidential, and whether still live.
 */
export async function offerTitles(
  ctx: ServiceContext,
  ids: readonly number[],
): Promise<Map<number, NonNullable<ApplicationDto['offer']>>> {
  const out = new Map<number, NonNullable<ApplicationDto['offer']>>();
  if (ids.length === 0) return out;
  const idArray = `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
  const rows = await queryRows<Row>(
    ctx.db,
    sql`SELECT o.id, o.slug, o.is_confidential, o.primary_language, c.name_fr, c.name_en,
          ci.label AS city,
          (SELECT json_agg(json_build_object('language', oc.language, 'title', oc.title))
             FROM offer_contents oc WHERE oc.offer_id = o.id) AS titles,
          EXISTS (SELECT 1 FROM offer_search s WHERE s.offer_id = o.id AND s.board = ${ctx.board}
                  AND s.published_at <= now() AND s.expires_at > now()) AS live
        FROM offers o JOIN companies c ON c.id = o.company_id
        LEFT JOIN cities ci ON ci.id = o.city_id
        WHERE o.id = ANY(${idArray}::int[])`,
  );
  for (const row of rows) {
    const titles = row.titles ?? [];
    const title =
      titles.find((t) => t.language === ctx.locale)?.title ??
      titles.find((t) => t.language === row.primary_language)?.title ??
      titles[0]?.title ??
      '';
    out.set(Number(row.id), {
      id: Number(row.id),
      slug: row.slug,
      title,
      company: row.is_confidential
        ? null
        : (localized(ctx.locale, row.name_fr, row.name_en) ?? null),
      city: row.city,
      live: Boolean(row.live),
    });
  }
  return out;
}
