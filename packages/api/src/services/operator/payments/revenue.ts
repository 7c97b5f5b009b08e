import { sql } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import type { Locale } from '@jobboard/tenancy/board-config';
import { quebecToday } from '../../../contracts/employer-offers/quebec-rules';
import type { RevenueQuery } from '../../../contracts/operator/payments';
import type { OperatorContext } from '../operator-context';
import type { OperatorRow } from '../operator-account';
import { operatorBoards } from '../scopes';

/** One board's month, in cents: sales and taxes from invoices, refunds from credit notes. */
export interface RevenueMonth {
  board: string;
  /** `YYYY-MM`, Quebec's calendar month the money moved in. */
  month: string;
  /** Invoiced before taxes, discounts deducted. */
  gross_cents: number;
  gst_cents: number;
  qst_cents: number;
  /** Credited (refunded) before taxes, and the taxes given back with it. */
  refunds_cents: number;
  refunds_gst_cents: number;
  refunds_qst_cents: number;
  /** Gross less refunds, before taxes: the revenue. */
  net_cents: number;
  /** What stayed collected, taxes included (invoice totals less credit-note totals). */
  net_total_cents: number;
}

export interface RevenueReport {
  year: number;
  months: RevenueMonth[];
  totals: Omit<RevenueMonth, 'month'>[];
}

const figures = [
  'gross_cents',
  'gst_cents',
  'qst_cents',
  'refunds_cents',
  'refunds_gst_cents',
  'refunds_qst_cents',
  'net_cents',
  'net_total_cents',
] as const;

/**
 * Monthly revenue per board of one Quebec year, read from the issued invoices and credit notes
 * (the tax record, immutable): every month of the year for each board in scope, zeros included,
 * so the accountant's sheet has no gaps.
 */
export async function revenueReport(
  ctx: OperatorContext,
  operator: OperatorRow,
  query: RevenueQuery,
): Promise<RevenueReport> {
  const year = query.year ?? Number(quebecToday(ctx.now).slice(0, 4));
  const scope = operatorBoards(operator, ctx.boardKeys);
  const boards = query.board ? scope.filter((b) => b === query.board) : scope;
  if (boards.length === 0) return { year, months: [], totals: [] };
  const rows = await queryRows<{
    board: string;
    month: string;
    kind: 'invoice' | 'credit_note';
    pretax: number;
    total: number;
    gst: number;
    qst: number;
  }>(
    ctx.db,
    sql`SELECT i.board, to_char(i.settled_at AT TIME ZONE 'America/Toronto', 'YYYY-MM') AS month,
          i.kind, sum(i.subtotal_cents - i.discount_cents)::int AS pretax,
          sum(i.total_cents)::int AS total, sum(tx.gst)::int AS gst, sum(tx.qst)::int AS qst
        FROM invoices i
        LEFT JOIN LATERAL (
          SELECT coalesce(sum((t->>'amountCents')::int) FILTER (WHERE t->>'code' = 'gst'), 0) AS gst,
                 coalesce(sum((t->>'amountCents')::int) FILTER (WHERE t->>'code' = 'qst'), 0) AS qst
          FROM jsonb_array_elements(i.taxes) t) tx ON true
        WHERE i.year = ${year}
          AND i.board IN (${sql.join(
            boards.map((b) => sql`${b}`),
            sql`, `,
          )})
        GROUP BY 1, 2, 3`,
  );
  const months: RevenueMonth[] = [];
  for (const board of [...boards].sort()) {
    for (let m = 1; m <= 12; m += 1) {
      const month = `${year}-${String(m).padStart(2, '0')}`;
      const of = (kind: 'invoice' | 'credit_note') =>
        rows.find((r) => r.board === board && r.month === month && r.kind === kind);
      const sale = of('invoice');
      const credit = of('credit_note');
      const n = (v: number | undefined) => Number(v ?? 0);
      months.push({
        board,
        month,
        gross_cents: n(sale?.pretax),
        gst_cents: n(sale?.gst),
        qst_cents: n(sale?.qst),
        refunds_cents: n(credit?.pretax),
        refunds_gst_cents: n(credit?.gst),
        refunds_qst_cents: n(credit?.qst),
        net_cents: n(sale?.pretax) - n(credit?.pretax),
        net_total_cents: n(sale?.total) - n(credit?.total),
      });
    }
  }
  const totals = [...new Set(months.map((m) => m.board))].map((board) => {
    const total = { board } as Omit<RevenueMonth, 'month'>;
    for (const key of figures) {
      total[key] = months.filter((m) => m.board === board).reduce((a, m) => a + m[key], 0);
    }
    return total;
  });
  return { year, months, totals };
}

const headers: Record<Locale, string[]> = {
  fr: [
    'Site',
    'Mois',
    'Ventes avant taxes',
    'TPS',
    'TVQ',
    'Remboursements avant taxes',
    'TPS remboursée',
    'TVQ remboursée',
    'Net avant taxes',
    'Net taxes incluses',
  ],
  en: [
    'Board',
    'Month',
    'Sales before taxes',
    'GST',
    'QST',
    'Refunds before taxes',
    'GST refunded',
    'QST refunded',
    'Net before taxes',
    'Net with taxes',
  ],
};

const dollars = (cents: number) => (cents / 100).toFixed(2);
const cell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The report as CSV for the accountant: a byte-order mark so Excel reads the accents as UTF-8,
 * comma-separated, amounts in dollars with a dot, CRLF line ends, a total line per board.
 */
export function revenueCsv(report: RevenueReport, locale: Locale): string {
  const lines = [headers[locale].map(cell).join(',')];
  for (const m of report.months) {
    lines.push([m.board, m.month, ...figures.map((k) => dollars(m[k]))].map(cell).join(','));
  }
  for (const t of report.totals) {
    lines.push(
      [t.board, locale === 'fr' ? `Total ${report.year}` : `${report.year} total`]
        .concat(figures.map((k) => dollars(t[k])))
        .map(cell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
