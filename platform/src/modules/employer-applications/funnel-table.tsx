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

const measures = ['views', 'applyClicks', 'applications'] as const;
const figures = (f: FunnelFigures) => [f.views, f.apply_clicks, f.applications];

/**
 * The offer's funnel per board and in total, lifetime and last 7 days (counts only). Three
 * figure columns, one row group per board (its two periods as rows): the same table fits a
 * 375 px phone without scrolling sideways, where six period × measure columns did not.
 */
export function FunnelTable({
  funnel,
  boardNames,
}: {
  funnel: FunnelDto;
  boardNames: Record<string, string>;
}) {
  const t = useTranslations('employer-applications.funnel');
  const groups = [
    ...funnel.boards.map((b) => ({
      key: b.board,
      label: boardNames[b.board] ?? b.board,
      lifetime: b.lifetime,
      last: b.last_7_days,
    })),
    { key: 'total', label: t('total'), lifetime: funnel.lifetime, last: funnel.last_7_days },
  ];
  return (
    <TableContainer sx={{ mb: 3 }} data-testid="applications-funnel">
      <Typography component="h2" variant="h6" id="funnel-title">
        {t('title')}
      </Typography>
      <Table
        size="small"
        aria-labelledby="funnel-title"
        sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
      >
        <caption>{t('caption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('board')}
            </TableCell>
            {measures.map((k) => (
              <TableCell key={k} component="th" scope="col" align="right">
                {t(k)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        {groups.map((g) => (
          <TableBody key={g.key} data-testid={`funnel-${g.key}`}>
            <TableRow>
              <TableCell
                component="th"
                scope="rowgroup"
                colSpan={measures.length + 1}
                sx={{ fontWeight: 700, bgcolor: 'action.hover' }}
              >
                {g.label}
              </TableCell>
            </TableRow>
            {(
              [
                ['lifetime', g.lifetime],
                ['last7', g.last],
              ] as const
            ).map(([period, f]) => (
              <TableRow key={period}>
                <TableCell component="th" scope="row">
                  {t(period)}
                </TableCell>
                {figures(f).map((n, i) => (
                  <TableCell key={measures[i]} align="right">
                    {n}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        ))}
      </Table>
    </TableContainer>
  );
}
