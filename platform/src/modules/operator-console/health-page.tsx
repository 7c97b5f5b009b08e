import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import {
  healthPeriods,
  healthQuerySchema,
  type HealthQuery,
} from '@jobboard/api/contracts/operator/health';
import { boardHealth, type BoardHealth } from '@jobboard/api/services/operator/health/board-health';
import { operatorBoards } from '@jobboard/api/services/operator/scopes';
import type { Locale } from '@jobboard/tenancy/board-config';
import { consolePath } from '@jobboard/tenancy/console-paths';
import { findBoard } from '@/boards';
import { pageOperatorContext } from './console-data';
import { ConsoleNav } from './console-nav';
import { requireConsoleOperator } from './console-operator';
import { ConsoleShell } from './console-shell';
import { HealthCharts } from './health-charts';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The choice in the address (a plain GET form): a bad period is dropped, each field alone. */
function readQuery(raw: Record<string, string | string[] | undefined>): HealthQuery {
  const first = (key: string) => {
    const value = raw[key];
    return (Array.isArray(value) ? value[0] : value) || undefined;
  };
  const defaults = healthQuerySchema.parse({});
  const board = healthQuerySchema.shape.board.safeParse(first('board'));
  const days = healthQuerySchema.shape.days.safeParse(first('days'));
  return {
    board: board.success ? board.data : defaults.board,
    days: days.success ? days.data : defaults.days,
  };
}

/**
 * Board health: a board (or all the operator's) and a period, then the period's figures as cards
 * and charts, each chart's figures also as a table. A board outside the operator's is not found.
 */
export async function ConsoleHealthPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  const operator = await requireConsoleOperator(locale);
  const t = await getTranslations('console');
  const query = readQuery(await searchParams);
  const ctx = pageOperatorContext(locale);
  const boards = operatorBoards(operator, ctx.boardKeys);
  if (query.board !== 'all' && !boards.includes(query.board)) notFound();
  let health: BoardHealth | null = null;
  try {
    health = await boardHealth(ctx, operator, query);
  } catch {
    health = null;
  }
  const quiet =
    health !== null &&
    health.live_offers === 0 &&
    Object.values(health.totals).every((value) => value === 0);
  return (
    <ConsoleShell consoleName={t('title')} title={t('health.title')} wide>
      <ConsoleNav locale={locale} current="/health" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('health.intro')}
      </Typography>
      <Box
        component="form"
        method="get"
        action={consolePath(locale, '/health')}
        aria-label={t('health.filters')}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr auto' },
          alignItems: 'center',
          mb: 3,
        }}
      >
        <TextField
          select
          name="board"
          id="health-board"
          label={t('health.board')}
          defaultValue={query.board}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          size="small"
        >
          <option value="all">{t('health.all')}</option>
          {boards.map((key) => (
            <option key={key} value={key}>
              {findBoard(key)?.name[locale] ?? key}
            </option>
          ))}
        </TextField>
        <TextField
          select
          name="days"
          id="health-days"
          label={t('health.period')}
          defaultValue={String(query.days)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          size="small"
        >
          {healthPeriods.map((days) => (
            <option key={days} value={days}>
              {t('health.days', { days })}
            </option>
          ))}
        </TextField>
        <Button type="submit" variant="contained">
          {t('health.apply')}
        </Button>
      </Box>
      {health === null ? (
        <Alert severity="error" role="alert">
          {t('loadFailed')}
        </Alert>
      ) : (
        <>
          {quiet ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('health.empty')}
            </Alert>
          ) : null}
          <HealthCharts health={health} locale={locale} charts={!quiet} />
        </>
      )}
    </ConsoleShell>
  );
}
