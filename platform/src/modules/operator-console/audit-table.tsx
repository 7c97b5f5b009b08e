import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { AuditRowDto } from '@jobboard/api/services/operator/audit/audit-log';
import type { Locale } from '@jobboard/tenancy/board-config';
import { findBoard } from '@/boards';
import { stackedTable as stacked } from './stacked-table';

/** The log's lines as a table, stacked into cards below 600 px (see stacked-table.ts). */
export async function AuditTable({ rows, locale }: { rows: AuditRowDto[]; locale: Locale }) {
  const t = await getTranslations('console.audit');
  const format = await getFormatter();
  const columns = {
    when: t('when'),
    operator: t('operator'),
    action: t('action'),
    board: t('board'),
    target: t('target'),
    reason: t('reason'),
  };
  const target = (row: AuditRowDto) =>
    row.target_type === 'offer'
      ? t('targetOffer', { id: row.target_id ?? '' })
      : row.target_type === 'report'
        ? t('targetReport', { id: row.target_id ?? '' })
        : row.target_type === 'team'
          ? t('targetTeam', { id: row.target_id ?? '' })
          : row.target_type === 'payment'
            ? t('targetPayment', { id: row.target_id ?? '' })
            : '—';
  return (
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
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell data-label={columns.when}>
              {format.dateTime(new Date(row.created_at), {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </TableCell>
            <TableCell data-label={columns.operator}>{row.operator_email}</TableCell>
            <TableCell data-label={columns.action}>{t(`actions.${row.action}`)}</TableCell>
            <TableCell data-label={columns.board}>
              {row.board ? (findBoard(row.board)?.name[locale] ?? row.board) : t('noBoard')}
            </TableCell>
            <TableCell data-label={columns.target}>{target(row)}</TableCell>
            <TableCell data-label={columns.reason} sx={{ whiteSpace: 'pre-line' }}>
              {row.reason ?? '—'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
