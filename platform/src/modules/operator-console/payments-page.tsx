import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getFormatter, getTranslations } from 'next-intl/server';
import { apiPath } from '@jobboard/api/contracts/api-paths';
import {
  consolePaymentStatuses,
  paymentsQuerySchema,
  revenueQuerySchema,
} from '@jobboard/api/contracts/operator/payments';
import { listPayments } from '@jobboard/api/services/operator/payments/list-payments';
import { revenueReport } from '@jobboard/api/services/operator/payments/revenue';
import { operatorBoards } from '@jobboard/api/services/operator/scopes';
import { formatMoney } from '@jobboard/api/contracts/money';
import type { Locale } from '@jobboard/tenancy/board-config';
import { consolePath } from '@jobboard/tenancy/console-paths';
import { findBoard } from '@/boards';
import { pageOperatorContext, queryFromAddress } from './console-data';
import { ConsoleNav } from './console-nav';
import { requireConsoleOperator } from './console-operator';
import { ConsoleShell } from './console-shell';
import { RefundPaymentForm } from './refund-payment-form';
import { stackedTable as stacked } from './stacked-table';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

type Raw = Record<string, string | undefined>;

/** Filters in the address (plain GET forms): a bad value is dropped, not an error page. */
function flatten(raw: Record<string, string | string[] | undefined>): Raw {
  return Object.fromEntries(
    Object.entries(raw)
      .map(([k, v]) => [k, Array.isArray(v) ? v[0] : v])
      .filter(([, v]) => v !== undefined && v !== ''),
  );
}
/**
 * Payments of the operator's boards: filters by board, month and status, the list with a refund
 * form on each payment that has something left, then the year's revenue per board and month
 * with its CSV for the accountant.
 */
export async function ConsolePaymentsPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  const operator = await requireConsoleOperator(locale);
  const t = await getTranslations('console.payments');
  const tc = await getTranslations('console');
  const format = await getFormatter();
  const raw = flatten(await searchParams);
  const query = queryFromAddress(paymentsQuerySchema, raw);
  const revenueQuery = revenueQuerySchema.safeParse({ year: raw.year, board: query.board });
  const ctx = pageOperatorContext(locale);
  const boards = operatorBoards(operator, ctx.boardKeys);
  const boardName = (key: string) => findBoard(key)?.name[locale] ?? key;
  const [payments, revenue] = await Promise.all([
    listPayments(ctx, operator, query).catch(() => null),
    revenueReport(ctx, operator, revenueQuery.success ? revenueQuery.data : {}).catch(() => null),
  ]);
  const cad = (cents: number) => formatMoney(cents, locale);
  const last = payments ? Math.max(1, Math.ceil(payments.total / payments.perPage)) : 1;
  const pageHref = (page: number) => {
    const search = new URLSearchParams();
    for (const key of ['board', 'month', 'status', 'year'] as const) {
      const value = key === 'year' ? raw.year : query[key];
      if (value) search.set(key, value);
    }
    search.set('page', String(page));
    return `${consolePath(locale, '/payments')}?${search}`;
  };
  const columns = {
    paidAt: t('paidAt'),
    board: t('board'),
    team: t('team'),
    offer: t('offer'),
    amount: t('amount'),
    refunded: t('refunded'),
    status: t('status'),
    session: t('session'),
    invoice: t('invoice'),
    actions: t('actions'),
  };
  const figures = [
    ['gross_cents', t('gross')],
    ['gst_cents', t('gst')],
    ['qst_cents', t('qst')],
    ['refunds_cents', t('refunds')],
    ['net_cents', t('net')],
    ['net_total_cents', t('netTotal')],
  ] as const;
  const year = revenue?.year ?? new Date().getFullYear();
  const csvHref = apiPath('/operator/revenue.csv', undefined, {
    year,
    ...(query.board ? { board: query.board } : {}),
    lg: locale,
  });
  return (
    <ConsoleShell consoleName={tc('title')} title={t('title')} wide>
      <ConsoleNav locale={locale} current="/payments" />
      {raw.done === 'refunded' ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('refundedNotice')}
        </Alert>
      ) : null}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <Box
        component="form"
        method="get"
        action={consolePath(locale, '/payments')}
        aria-label={t('filters')}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', md: 'repeat(3, 1fr) auto' },
          alignItems: 'center',
          mb: 2,
        }}
      >
        <TextField
          select
          name="board"
          id="payments-board"
          label={t('board')}
          defaultValue={query.board ?? ''}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          size="small"
        >
          <option value="">{t('all')}</option>
          {boards.map((key) => (
            <option key={key} value={key}>
              {boardName(key)}
            </option>
          ))}
        </TextField>
        <TextField
          type="month"
          name="month"
          id="payments-month"
          label={t('month')}
          defaultValue={query.month ?? ''}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
        />
        <TextField
          select
          name="status"
          id="payments-status"
          label={t('status')}
          defaultValue={query.status ?? ''}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          size="small"
        >
          <option value="">{t('all')}</option>
          {consolePaymentStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </TextField>
        <Button type="submit" variant="contained">
          {t('apply')}
        </Button>
      </Box>
      {payments === null ? (
        <Alert severity="error" role="alert">
          {tc('loadFailed')}
        </Alert>
      ) : payments.rows.length === 0 ? (
        <Alert severity="info">{t('empty')}</Alert>
      ) : (
        <>
          <Table size="small" sx={stacked}>
            <TableHead>
              <TableRow>
                {Object.values(columns).map((label) => (
                  <TableCell key={label} component="th" scope="col">
                    {label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {payments.rows.map((row) => (
                <TableRow key={row.id} data-payment={row.id}>
                  <TableCell data-label={columns.paidAt}>
                    {row.paid_at
                      ? format.dateTime(new Date(row.paid_at), { dateStyle: 'medium' })
                      : t('notPaid')}
                  </TableCell>
                  <TableCell data-label={columns.board}>{boardName(row.board)}</TableCell>
                  <TableCell data-label={columns.team}>{row.team.name}</TableCell>
                  <TableCell data-label={columns.offer} id={`payment-${row.id}-offer`}>
                    {row.offer.title}
                  </TableCell>
                  <TableCell data-label={columns.amount}>{cad(row.amount_cents)}</TableCell>
                  <TableCell data-label={columns.refunded}>{cad(row.refunded_cents)}</TableCell>
                  <TableCell data-label={columns.status}>{t(`statuses.${row.status}`)}</TableCell>
                  <TableCell
                    data-label={columns.session}
                    id={`payment-${row.id}-session`}
                    sx={{ wordBreak: 'break-all' }}
                  >
                    <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
                      {row.stripe_session_id}
                    </Typography>
                  </TableCell>
                  <TableCell data-label={columns.invoice} id={`payment-${row.id}-invoice`}>
                    {row.invoice_reference ?? '—'}
                  </TableCell>
                  <TableCell data-label={columns.actions} sx={{ minWidth: { sm: 240 } }}>
                    {row.remaining_cents > 0 &&
                    (row.status === 'paid' || row.status === 'partially_refunded') ? (
                      <RefundPaymentForm
                        // A new form once a refund changed what remains: prefilled again.
                        key={`${row.id}-${row.remaining_cents}`}
                        paymentId={row.id}
                        remainingCents={row.remaining_cents}
                        // Named by its offer and its invoice (or session): one offer may have
                        // several payments (a posting, a renewal, a featured period).
                        rowHeadingId={`payment-${row.id}-offer payment-${row.id}-${row.invoice_reference ? 'invoice' : 'session'}`}
                      />
                    ) : (
                      '—'
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box
            component="nav"
            aria-label={t('page', { page: query.page, last })}
            sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}
          >
            {query.page > 1 ? <Link href={pageHref(query.page - 1)}>{t('previous')}</Link> : null}
            <Typography variant="body2">{t('page', { page: query.page, last })}</Typography>
            {query.page < last ? <Link href={pageHref(query.page + 1)}>{t('next')}</Link> : null}
          </Box>
        </>
      )}

      <Typography component="h2" variant="h5" sx={{ mt: 4, mb: 1 }} id="revenue">
        {t('revenueTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('revenueIntro')}
      </Typography>
      <Box
        component="form"
        method="get"
        action={`${consolePath(locale, '/payments')}#revenue`}
        aria-label={t('revenueFilters')}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
      >
        {query.board ? <input type="hidden" name="board" value={query.board} /> : null}
        <TextField
          type="number"
          name="year"
          id="revenue-year"
          label={t('year')}
          defaultValue={year}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: 2000, max: 2100 } }}
          size="small"
          sx={{ width: '8rem' }}
        />
        <Button type="submit" variant="outlined">
          {t('apply')}
        </Button>
        <Link href={csvHref} download aria-label={t('csvLabel', { year })}>
          {t('csv')}
        </Link>
      </Box>
      {revenue === null ? (
        <Alert severity="error" role="alert">
          {tc('loadFailed')}
        </Alert>
      ) : revenue.totals.length === 0 ? (
        <Alert severity="info">{t('revenueEmpty')}</Alert>
      ) : (
        revenue.totals.map((total) => (
          <Table
            key={total.board}
            size="small"
            sx={{
              ...stacked,
              mb: 3,
              // Stacked into cards, label and figure read left to right.
              '@media (max-width: 599.95px)': {
                ...stacked['@media (max-width: 599.95px)'],
                '& td': { ...stacked['@media (max-width: 599.95px)']['& td'], textAlign: 'left' },
              },
            }}
            aria-label={t('revenueCaption', { year, board: boardName(total.board) })}
          >
            <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 700 }}>
              {t('revenueCaption', { year, board: boardName(total.board) })}
            </caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('month')}
                </TableCell>
                {figures.map(([key, label]) => (
                  <TableCell key={key} component="th" scope="col" align="right">
                    {label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {/* Months with money moved; the CSV keeps all twelve for the accountant. */}
              {revenue.months
                .filter((m) => m.board === total.board && figures.some(([key]) => m[key] !== 0))
                .map((m) => (
                  <TableRow key={m.month}>
                    <TableCell data-label={t('month')}>
                      {format.dateTime(new Date(`${m.month}-15T12:00:00Z`), {
                        month: 'long',
                        year: 'numeric',
                      })}
                    </TableCell>
                    {figures.map(([key, label]) => (
                      <TableCell key={key} data-label={label} align="right">
                        {cad(m[key])}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              <TableRow sx={{ '& td': { fontWeight: 700 } }}>
                <TableCell data-label={t('month')}>{t('total')}</TableCell>
                {figures.map(([key, label]) => (
                  <TableCell key={key} data-label={label} align="right">
                    {cad(total[key])}
                  </TableCell>
                ))}
              </TableRow>
            </TableBody>
          </Table>
        ))
      )}
    </ConsoleShell>
  );
}
