'use client';

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslations } from 'next-intl';
import { formatMoney } from '@jobboard/api/contracts/money';
import type {
  BoardHealth,
  HealthDay,
  HealthSeriesKey,
} from '@jobboard/api/services/operator/health/board-health';
import type { Locale } from '@jobboard/tenancy/board-config';

type Metric = HealthSeriesKey | 'live_offers' | 'held_offers';

const cards: Metric[] = [
  'live_offers',
  'held_offers',
  'new_offers',
  'applications',
  'reports',
  'alert_digests',
  'mail_failed',
  'mail_retried',
  'payments_amount_cents',
];

/** Day labels: the series' days are calendar dates, read as such (no time zone shift). */
function dayFormatter(locale: Locale, style: 'short' | 'medium' | 'long') {
  const format = new Intl.DateTimeFormat(`${locale}-CA`, {
    timeZone: 'UTC',
    day: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    ...(style === 'short' ? {} : { year: 'numeric' }),
  });
  return (day: string) => format.format(new Date(`${day}T12:00:00Z`));
}

/**
 * The dashboard's figures: cards for the period's totals, then four charts, each a named figure
 * with its numbers in a table behind a "show as table" disclosure (screen readers and anyone who
 * prefers numbers). Charts take the full width and a shorter height on a phone.
 */
export function HealthCharts({
  health,
  locale,
  charts,
}: {
  health: BoardHealth;
  locale: Locale;
  charts: boolean;
}) {
  const t = useTranslations('console.health');
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const number = new Intl.NumberFormat(`${locale}-CA`);
  const money = (cents: number) => formatMoney(cents, locale);
  const shortDay = dayFormatter(locale, 'short');
  const longDay = dayFormatter(locale, 'long');
  const tableDay = dayFormatter(locale, 'medium');
  const days = health.series.map((d) => d.day);
  const labels = days.map(shortDay);
  // About four labels across a phone, fourteen on a laptop.
  const step = Math.max(1, Math.ceil(days.length / (small ? 4 : 14)));
  const xAxis = {
    data: labels,
    tickLabelInterval: (_value: unknown, index: number) => index % step === 0,
  };
  const height = small ? 220 : 300;
  const label = (metric: Metric) => t(`metrics.${metric}`);
  const column = (key: HealthSeriesKey) => health.series.map((d) => d[key]);
  /**
   * The value axis from zero; a period of zeros gets a top of one (one dollar for amounts), so
   * the axis reads 0 and 1 rather than a single squeezed tick.
   */
  const yAxis = (keys: HealthSeriesKey[], amounts = false) => {
    const flat = keys.every((key) => column(key).every((value) => value === 0));
    const unit = amounts ? 100 : 1;
    return [
      {
        min: 0,
        ...(flat ? { max: unit } : {}),
        tickMinStep: unit,
        valueFormatter: (value: number) => (amounts ? money(value) : number.format(value)),
        ...(amounts ? { width: 72 } : {}),
      },
    ];
  };
  const format = (key: HealthSeriesKey) => (value: number | null) =>
    value === null ? '' : key === 'payments_amount_cents' ? money(value) : number.format(value);

  const cardValue = (metric: Metric) =>
    metric === 'live_offers' || metric === 'held_offers'
      ? number.format(health[metric])
      : metric === 'payments_amount_cents'
        ? money(health.totals.payments_amount_cents)
        : number.format(health.totals[metric]);
  const cardNote = (metric: Metric) =>
    metric === 'live_offers' || metric === 'held_offers'
      ? t('liveNow')
      : metric === 'payments_amount_cents'
        ? t('paymentsCount', { count: health.totals.payments })
        : null;

  return (
    <>
      <Typography component="h2" variant="h6" id="health-summary">
        {t('summary')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('range', { from: longDay(health.from), to: longDay(health.to) })}
      </Typography>
      <Box
        component="dl"
        aria-labelledby="health-summary"
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          m: 0,
          mb: 3,
        }}
      >
        {cards.map((metric) => (
          <Paper key={metric} variant="outlined" sx={{ p: 1.5 }} data-metric={metric}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label(metric)}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {cardValue(metric)}
            </Typography>
            {cardNote(metric) ? (
              <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0 }}>
                {cardNote(metric)}
              </Typography>
            ) : null}
          </Paper>
        ))}
      </Box>
      {charts ? (
        <>
          <ChartFigure
            id="health-activity"
            title={t('charts.activity')}
            keys={['new_offers', 'applications']}
            series={health.series}
            label={label}
            format={format}
            tableDay={tableDay}
            dayLabel={t('day')}
            showTable={t('showTable')}
          >
            <LineChart
              height={height}
              xAxis={[{ ...xAxis, scaleType: 'point' }]}
              yAxis={yAxis(['new_offers', 'applications'])}
              series={(['new_offers', 'applications'] as const).map((key) => ({
                data: column(key),
                label: label(key),
                valueFormatter: format(key),
                showMark: days.length <= 30,
                // Monotone: the line never dips below a day's figure (no negative counts drawn).
                curve: 'monotoneX' as const,
              }))}
              skipAnimation
            />
          </ChartFigure>
          <ChartFigure
            id="health-reports"
            title={t('charts.reports')}
            keys={['reports']}
            series={health.series}
            label={label}
            format={format}
            tableDay={tableDay}
            dayLabel={t('day')}
            showTable={t('showTable')}
          >
            <BarChart
              height={height}
              xAxis={[{ ...xAxis, scaleType: 'band' }]}
              yAxis={yAxis(['reports'])}
              series={[
                {
                  data: column('reports'),
                  label: label('reports'),
                  valueFormatter: format('reports'),
                },
              ]}
              hideLegend
              skipAnimation
            />
          </ChartFigure>
          <ChartFigure
            id="health-mail"
            title={t('charts.mail')}
            keys={['alert_digests', 'mail_failed', 'mail_retried']}
            series={health.series}
            label={label}
            format={format}
            tableDay={tableDay}
            dayLabel={t('day')}
            showTable={t('showTable')}
            note={t('mailNote')}
          >
            <BarChart
              height={height}
              xAxis={[{ ...xAxis, scaleType: 'band' }]}
              yAxis={yAxis(['alert_digests', 'mail_failed', 'mail_retried'])}
              series={(['alert_digests', 'mail_failed', 'mail_retried'] as const).map((key) => ({
                data: column(key),
                label: label(key),
                valueFormatter: format(key),
              }))}
              skipAnimation
            />
          </ChartFigure>
          <ChartFigure
            id="health-payments"
            title={t('charts.payments')}
            keys={['payments', 'payments_amount_cents']}
            series={health.series}
            label={label}
            format={format}
            tableDay={tableDay}
            dayLabel={t('day')}
            showTable={t('showTable')}
          >
            <BarChart
              height={height}
              xAxis={[{ ...xAxis, scaleType: 'band' }]}
              yAxis={yAxis(['payments_amount_cents'], true)}
              series={[
                {
                  data: column('payments_amount_cents'),
                  label: label('payments_amount_cents'),
                  valueFormatter: format('payments_amount_cents'),
                },
              ]}
              hideLegend
              skipAnimation
            />
          </ChartFigure>
        </>
      ) : null}
    </>
  );
}

/**
 * One chart as a named figure: its heading names it (and the drawing, an image to assistive
 * technology), and its figures follow in a table inside a disclosure, one row per day.
 */
function ChartFigure({
  id,
  title,
  keys,
  series,
  label,
  format,
  tableDay,
  dayLabel,
  showTable,
  note,
  children,
}: {
  id: string;
  title: string;
  keys: HealthSeriesKey[];
  series: HealthDay[];
  label: (key: HealthSeriesKey) => string;
  format: (key: HealthSeriesKey) => (value: number | null) => string;
  tableDay: (day: string) => string;
  dayLabel: string;
  showTable: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <Box component="figure" aria-labelledby={`${id}-title`} sx={{ m: 0, mb: 4 }} id={id}>
      <Typography component="h2" variant="h6" id={`${id}-title`}>
        {title}
      </Typography>
      {note ? (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      ) : null}
      <Box role="img" aria-label={title} sx={{ width: '100%' }}>
        {children}
      </Box>
      <Box component="details" sx={{ mt: 1 }}>
        <Box component="summary" sx={{ cursor: 'pointer', py: 0.5 }}>
          {showTable}
        </Box>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <caption>{title}</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {dayLabel}
                </TableCell>
                {keys.map((key) => (
                  <TableCell key={key} component="th" scope="col" align="right">
                    {label(key)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {series.map((day) => (
                <TableRow key={day.day}>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {tableDay(day.day)}
                  </TableCell>
                  {keys.map((key) => (
                    <TableCell key={key} align="right">
                      {format(key)(day[key])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Box>
    </Box>
  );
}
