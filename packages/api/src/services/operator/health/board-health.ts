import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import type { HealthPeriod, HealthQuery } from '../../../contracts/operator/health';
import { DomainError } from '../../../errors';
import type { OperatorContext } from '../operator-context';
import { operatorBoards, type OperatorScope } from '../scopes';

/** Days are calendar days of the boards' home (Quebec): a day starts at midnight in Toronto. */
export const HEALTH_TIME_ZONE = 'America/Toronto';

/** One day of the series; every day of the period has one, zeros included. */
export interface HealthDay {
  /** YYYY-MM-DD, in Toronto. */
  day: string;
  /** Publications made that day on the boards (an offer put on two boards counts on each). */
  new_offers: number;
  applications: number;
  /** Visitors' reports (offer_reports) made that day. */
  reports: number;
  /** Job-alert digests mailed (sent by the outbox) that day. */
  alert_digests: number;
  /** Mail queued that day that failed for good (the outbox gave up). */
  mail_failed: number;
  /** Mail queued that day that needed more than one attempt (delivered late or failed). */
  mail_retried: number;
  /** Card payments settled that day, and their total with taxes, in cents. */
  payments: number;
  payments_amount_cents: number;
  // Refunds: another change adds `refunds` and `refunds_amount_cents` here, with their CTE in
  // `dailySeries` below (bucketed by the day the refund was made) and their totals.
}

export type HealthSeriesKey = Exclude<keyof HealthDay, 'day'>;

export const healthSeriesKeys = [
  'new_offers',
  'applications',
  'reports',
  'alert_digests',
  'mail_failed',
  'mail_retried',
  'payments',
  'payments_amount_cents',
] as const satisfies readonly HealthSeriesKey[];

export interface BoardHealth {
  /** The board asked for, or `all`. */
  board: string;
  /** The boards counted. */
  boards: string[];
  days: HealthPeriod;
  time_zone: string;
  /** First and last day of the period (the last is today), YYYY-MM-DD. */
  from: string;
  to: string;
  /** Offers live now on the boards (published, not expired, not filled): one per board. */
  live_offers: number;
  /** Publications waiting for an operator now (moderation holds), one per board. */
  held_offers: number;
  totals: Record<HealthSeriesKey, number>;
  series: HealthDay[];
}

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: HEALTH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Toronto and the first day of a period ending today, as YYYY-MM-DD. */
export function healthPeriod(now: Date, days: number): { from: string; to: string } {
  const to = dayFormat.format(now);
  const [y, m, d] = to.split('-').map(Number) as [number, number, number];
  const from = new Date(Date.UTC(y, m - 1, d - (days - 1))).toISOString().slice(0, 10);
  return { from, to };
}

/**
 * One row per day, each metric a small aggregate grouped by day over its own table: the range
 * is a constant, so each scan can use the table's board or time index; generate_series gives the
 * days without rows their zeros.
 */
function dailySeries(boards: string[], from: string, to: string): SQL {
  const tz = HEALTH_TIME_ZONE;
  const inBoards = (column: SQL) =>
    boards.length === 0
      ? sql`false`
      : sql`${column} IN (${sql.join(
          boards.map((b) => sql`${b}`),
          sql`, `,
        )})`;
  const starts = sql`(${from}::date::timestamp AT TIME ZONE ${tz})`;
  const ends = sql`((${to}::date + 1)::timestamp AT TIME ZONE ${tz})`;
  const dayOf = (column: SQL) => sql`(${column} AT TIME ZONE ${tz})::date`;
  const within = (column: SQL) => sql`${column} >= ${starts} AND ${column} < ${ends}`;
  return sql`
    WITH days AS (
      SELECT g::date AS day
      FROM generate_series(${from}::date::timestamp, ${to}::date::timestamp, interval '1 day') g
    ),
    new_offers AS (
      SELECT ${dayOf(sql`p.published_at`)} AS day, count(*)::int AS n
      FROM offer_publications p
      WHERE ${inBoards(sql`p.board`)} AND ${within(sql`p.published_at`)}
      GROUP BY 1
    ),
    applications AS (
      SELECT ${dayOf(sql`a.created_at`)} AS day, count(*)::int AS n
      FROM applications a
      WHERE ${inBoards(sql`a.board`)} AND ${within(sql`a.created_at`)}
      GROUP BY 1
    ),
    reports AS (
      SELECT ${dayOf(sql`r.created_at`)} AS day, count(*)::int AS n
      FROM offer_reports r
      WHERE ${inBoards(sql`r.board`)} AND ${within(sql`r.created_at`)}
      GROUP BY 1
    ),
    digests AS (
      SELECT ${dayOf(sql`m.sent_at`)} AS day, count(*)::int AS n
      FROM mail_outbox m
      WHERE ${inBoards(sql`m.board`)} AND m.template = 'job-alert-digest' AND m.status = 'sent'
        AND ${within(sql`m.sent_at`)}
      GROUP BY 1
    ),
    mail AS (
      SELECT ${dayOf(sql`m.created_at`)} AS day,
        count(*) FILTER (WHERE m.status = 'failed')::int AS failed,
        count(*) FILTER (WHERE m.attempts > 1)::int AS retried
      FROM mail_outbox m
      WHERE ${inBoards(sql`m.board`)} AND ${within(sql`m.created_at`)}
      GROUP BY 1
    ),
    paid AS (
      SELECT ${dayOf(sql`pay.paid_at`)} AS day, count(*)::int AS n,
        coalesce(sum(pay.amount_total), 0)::bigint AS amount
      FROM payments pay
      WHERE ${inBoards(sql`pay.board`)} AND pay.status = 'paid' AND ${within(sql`pay.paid_at`)}
      GROUP BY 1
    )
    SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
      coalesce(o.n, 0) AS new_offers,
      coalesce(a.n, 0) AS applications,
      coalesce(r.n, 0) AS reports,
      coalesce(g.n, 0) AS alert_digests,
      coalesce(m.failed, 0) AS mail_failed,
      coalesce(m.retried, 0) AS mail_retried,
      coalesce(p.n, 0) AS payments,
      coalesce(p.amount, 0) AS payments_amount_cents
    FROM days d
    LEFT JOIN new_offers o ON o.day = d.day
    LEFT JOIN applications a ON a.day = d.day
    LEFT JOIN reports r ON r.day = d.day
    LEFT JOIN digests g ON g.day = d.day
    LEFT JOIN mail m ON m.day = d.day
    LEFT JOIN paid p ON p.day = d.day
    ORDER BY d.day`;
}

/**
 * The board health dashboard's figures for one of the operator's boards or all of them, over
 * the last `days` days: a board outside the operator's boards is not found (as a board unknown).
 */
export async function boardHealth(
  ctx: OperatorContext,
  operator: OperatorScope,
  query: HealthQuery,
): Promise<BoardHealth> {
  const mine = operatorBoards(operator, ctx.boardKeys);
  if (query.board !== 'all' && !mine.includes(query.board)) throw DomainError.notFound();
  const boards = query.board === 'all' ? mine : [query.board];
  const days = query.days as HealthPeriod;
  const { from, to } = healthPeriod(ctx.now, days);

  const rows = await queryRows<Record<keyof HealthDay, string | number>>(
    ctx.db,
    dailySeries(boards, from, to),
  );
  const series: HealthDay[] = rows.map((row) => {
    const day = { day: String(row.day) } as HealthDay;
    for (const key of healthSeriesKeys) day[key] = Number(row[key]);
    return day;
  });
  const totals = Object.fromEntries(
    healthSeriesKeys.map((key) => [key, series.reduce((sum, d) => sum + d[key], 0)]),
  ) as Record<HealthSeriesKey, number>;

  const now = ctx.now.toISOString();
  const [live] =
    boards.length === 0
      ? [{ n: 0 }]
      : await queryRows<{ n: number | string }>(
          ctx.db,
          sql`SELECT count(*)::int AS n FROM offer_search s
              WHERE s.board IN (${sql.join(
                boards.map((b) => sql`${b}`),
                sql`, `,
              )})
                AND s.published_at <= ${now}::timestamptz AND s.expires_at > ${now}::timestamptz`,
        );

  const [held] =
    boards.length === 0
      ? [{ n: 0 }]
      : await queryRows<{ n: number | string }>(
          ctx.db,
          sql`SELECT count(*)::int AS n FROM offer_publications p
              WHERE p.board IN (${sql.join(
                boards.map((b) => sql`${b}`),
                sql`, `,
              )}) AND p.held_at IS NOT NULL`,
        );

  return {
    board: query.board,
    boards,
    days,
    time_zone: HEALTH_TIME_ZONE,
    from,
    to,
    live_offers: Number(live?.n ?? 0),
    held_offers: Number(held?.n ?? 0),
    totals,
    series,
  };
}
