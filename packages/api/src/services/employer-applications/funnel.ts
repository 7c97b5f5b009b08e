import { sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import type { FunnelDto, FunnelFigures } from '../../contracts/employer-applications';
import type { ServiceContext } from '../../context';

interface Row {
  offer_id: number;
  board: string;
  views: number;
  apply_clicks: number;
  applications: number;
  views_7: number;
  apply_clicks_7: number;
  applications_7: number;
}

const zero = (): FunnelFigures => ({ views: 0, apply_clicks: 0, applications: 0 });
const add = (a: FunnelFigures, b: FunnelFigures): FunnelFigures => ({
  views: a.views + b.views,
  apply_clicks: a.apply_clicks + b.apply_clicks,
  applications: a.applications + b.applications,
});

/**
 * The funnel of several offers: views, apply clicks and applications per board, over the
 * offer's life and the last 7 days (today and the 6 before, Quebec's day). Counts only; views
 * still buffered in memory show after the next flush.
 */
export async function offerFunnels(
  ctx: ServiceContext,
  offerIds: readonly number[],
): Promise<Map<number, FunnelDto>> {
  const out = new Map<number, FunnelDto>();
  for (const id of offerIds)
    out.set(id, { offer_id: id, lifetime: zero(), last_7_days: zero(), boards: [] });
  if (offerIds.length === 0) return out;
  const rows = await queryRows<Row>(
    ctx.db,
    sql`SELECT offer_id, board,
          sum(views)::int AS views, sum(apply_clicks)::int AS apply_clicks,
          sum(applications)::int AS applications,
          (sum(views) FILTER (WHERE recent))::int AS views_7,
          (sum(apply_clicks) FILTER (WHERE recent))::int AS apply_clicks_7,
          (sum(applications) FILTER (WHERE recent))::int AS applications_7
        FROM (SELECT *, day > (now() AT TIME ZONE 'America/Toronto')::date - 7 AS recent
              FROM offer_daily_counts
              WHERE offer_id = ANY(${`{${offerIds.map((id) => Math.trunc(id)).join(',')}}`}::int[])) d
        GROUP BY offer_id, board ORDER BY board`,
  );
  for (const row of rows) {
    const funnel = out.get(Number(row.offer_id));
    if (!funnel) continue;
    const lifetime = {
      views: Number(row.views),
      apply_clicks: Number(row.apply_clicks),
      applications: Number(row.applications),
    };
    const last7 = {
      views: Number(row.views_7 ?? 0),
      apply_clicks: Number(row.apply_clicks_7 ?? 0),
      applications: Number(row.applications_7 ?? 0),
    };
    funnel.boards.push({ board: row.board, lifetime, last_7_days: last7 });
    funnel.lifetime = add(funnel.lifetime, lifetime);
    funnel.last_7_days = add(funnel.last_7_days, last7);
  }
  return out;
}

export async function offerFunnel(ctx: ServiceContext, offerId: number): Promise<FunnelDto> {
  const funnels = await offerFunnels(ctx, [offerId]);
  return (
    funnels.get(offerId) ?? { offer_id: offerId, lifetime: zero(), last_7_days: zero(), boards: [] }
  );
}
