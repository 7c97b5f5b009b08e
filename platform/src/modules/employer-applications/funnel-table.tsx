'use client';

import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { FunnelDto, FunnelFigures } from '@jobboard/api/contracts/employer-applications';

/** The offer's funnel per board and in total, lifetime and last 7 days (counts only). */
export function FunnelTable({
  funnel,
  boardNames,
}: {
  funnel: FunnelDto;
  boardNames: Record<string, string>;
}) {
  const t = useTranslations('employer-applications.funnel');
  const rows: { key: string; label: string; lifetime: FunnelFigures; last: FunnelFigures }[] = [
    ...funnel.boards.map((b) => ({
      key: b.board,
      label: boardNames[b.board] ?? b.board,
      lifetime: b.lifetime,
      last: b.last_7_days,
    })),
  ];
  const cells = (f: FunnelFigures) => [f.views, f.apply_clicks, f.applications];
  return (
    <TableContainer sx={{ mb: 3 }} data-testid="applications-funnel">
      <Typography component="h2" variant="h6" id="funnel-title">
        {t('title')}
      </Typography>
      <Table size="small" aria-labelledby="funnel-title">
        <caption>{t('caption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('board')}
            </TableCell>
            {(['lifetime', 'last7'] as const).flatMap((period) =>
              (['views', 'applyClicks', 'applications'] as const).map((k) => (
                <TableCell key={`${period}-${k}`} component="th" scope="col" align="right">
                  {`${t(k)} (${t(period)})`}
                </TableCell>
              )),
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {[
            ...rows,
            {
              key: 'total',
              label: t('total'),
              lifetime: funnel.lifetime,
              last: funnel.last_7_days,
            },
          ].map((r) => (
            <TableRow key={r.key}>
              <TableCell component="th" scope="row">
                {r.label}
              </TableCell>
              {[...cells(r.lifetime), ...cells(r.last)].map((n, i) => (
                <TableCell key={i} align="right">
                  {n}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
