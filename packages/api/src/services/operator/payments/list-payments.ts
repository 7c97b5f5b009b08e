import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@jobboard/db/query';
import type { ConsolePaymentStatus, PaymentsQuery } from '../../../contracts/operator/payments';
import type { OperatorContext } from '../operator-context';
import type { OperatorRow } from '../operator-account';
import { operatorBoards } from '../scopes';

export const PAYMENTS_PAGE_SIZE = 50;

export interface PaymentRowDto {
  id: number;
  board: string;
  team: { id: number; name: string };
  /** The offer paid for; a package's has no id and its name as the title. */
  offer: { id: number | null; title: string };
  amount_cents: number;
  refunded_cents: number;
  remaining_cents: number;
  currency: string;
  status: ConsolePaymentStatus;
  paid_at: string | null;
  created_at: string;
  stripe_session_id: string;
  invoice_reference: string | null;
}

/** The month's bounds in Quebec's calendar, as the payment's date is read there. */
const QUEBEC = 'America/Toronto';

/** The derived status, in SQL: a paid payment is partly or wholly refunded by its refunds. */
const statusSql = sql`CASE
  WHEN p.status <> 'paid' THEN p.status
  WHEN coalesce(r.refunded, 0) >= p.amount_total THEN 'refunded'
  WHEN coalesce(r.refunded, 0) > 0 THEN 'partially_refunded'
  ELSE 'paid' END`;

/**
 * Payments of the operator's boards, newest first, with what was refunded and the invoice. A
 * board outside the scope filters to nothing rather than telling it exists.
 */
export async function listPayments(
  ctx: OperatorContext,
  operator: OperatorRow,
  query: PaymentsQuery,
): Promise<{ rows: PaymentRowDto[]; total: number; page: number; perPage: number }> {
  const boards = operatorBoards(operator, ctx.boardKeys);
  if (boards.length === 0 || (query.board && !boards.includes(query.board))) {
    return { rows: [], total: 0, page: query.page, perPage: PAYMENTS_PAGE_SIZE };
  }
  const filters: SQL[] = [
    sql`p.board IN (${sql.join(
      (query.board ? [query.board] : boards).map((b) => sql`${b}`),
      sql`, `,
    )})`,
  ];
  if (query.month) {
    filters.push(
      sql`to_char(coalesce(p.paid_at, p.created_at) AT TIME ZONE ${QUEBEC}, 'YYYY-MM') = ${query.month}`,
    );
  }
  if (query.status) filters.push(sql`(${statusSql}) = ${query.status}`);
  const where = sql.join(filters, sql` AND `);
  const from = sql`FROM payments p
    LEFT JOIN (SELECT payment_id, sum(amount_cents)::int AS refunded FROM payment_refunds
               WHERE status <> 'failed' GROUP BY payment_id) r ON r.payment_id = p.id`;
  const [rows, counted] = await Promise.all([
    queryRows<{
      id: number;
      board: string;
      team_id: number;
      team_name: string;
      offer_id: number | null;
      title: string | null;
      amount_total: number;
      refunded: number;
      currency: string;
      status: ConsolePaymentStatus;
      paid_at: Date | string | null;
      created_at: Date | string;
      session_id: string;
      invoice_reference: string | null;
    }>(
      ctx.db,
      sql`SELECT p.id, p.board, p.team_id, t.name AS team_name, p.offer_id,
            coalesce(
              (SELECT title FROM offer_contents WHERE offer_id = p.offer_id AND language = ${ctx.locale}),
              (SELECT title FROM offer_contents WHERE offer_id = p.offer_id ORDER BY language DESC LIMIT 1),
              -- A package has no offer: what it sold, as its invoice line says it.
              p.lines -> 0 -> 'description' ->> ${ctx.locale}
            ) AS title,
            p.amount_total, coalesce(r.refunded, 0)::int AS refunded, p.currency,
            ${statusSql} AS status, p.paid_at, p.created_at, p.session_id,
            (SELECT reference FROM invoices i WHERE i.payment_id = p.id AND i.kind = 'invoice'
             ORDER BY i.id LIMIT 1) AS invoice_reference
          ${from} JOIN teams t ON t.id = p.team_id
          WHERE ${where}
          ORDER BY coalesce(p.paid_at, p.created_at) DESC, p.id DESC
          LIMIT ${PAYMENTS_PAGE_SIZE} OFFSET ${(query.page - 1) * PAYMENTS_PAGE_SIZE}`,
    ),
    queryRows<{ total: number }>(ctx.db, sql`SELECT count(*)::int AS total ${from} WHERE ${where}`),
  ]);
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    rows: rows.map((row) => ({
      id: row.id,
      board: row.board,
      team: { id: row.team_id, name: row.team_name },
      offer: { id: row.offer_id, title: row.title ?? '' },
      amount_cents: row.amount_total,
      refunded_cents: row.refunded,
      remaining_cents: Math.max(0, row.amount_total - row.refunded),
      currency: row.currency,
      status: row.status,
      paid_at: row.paid_at ? iso(row.paid_at) : null,
      created_at: iso(row.created_at),
      stripe_session_id: row.session_id,
      invoice_reference: row.invoice_reference,
    })),
    total: Number(counted[0]?.total ?? 0),
    page: query.page,
    perPage: PAYMENTS_PAGE_SIZE,
  };
}
