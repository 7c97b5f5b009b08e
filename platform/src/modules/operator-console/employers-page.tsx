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
import { employersQuerySchema } from '@jobboard/api/contracts/operator/employers';
import {
  searchEmployers,
  type EmployerRowDto,
} from '@jobboard/api/services/operator/employers/search-employers';
import type { Locale } from '@jobboard/tenancy/board-config';
import { consolePath } from '@jobboard/tenancy/console-paths';
import { findBoard } from '@/boards';
import { pageOperatorContext, queryFromAddress } from './console-data';
import { ConsoleNav } from './console-nav';
import { requireConsoleOperator } from './console-operator';
import { ConsoleShell } from './console-shell';
import { stackedTable } from './stacked-table';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The employers of the operator's boards: a search field, then the teams, 25 a page. */
export async function ConsoleEmployersPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  const operator = await requireConsoleOperator(locale);
  const t = await getTranslations('console');
  const query = queryFromAddress(employersQuerySchema, await searchParams);
  let result: Awaited<ReturnType<typeof searchEmployers>> | null = null;
  try {
    result = await searchEmployers(pageOperatorContext(locale), operator, query);
  } catch {
    result = null;
  }
  const last = result ? Math.max(1, Math.ceil(result.total / result.perPage)) : 1;
  const pageHref = (page: number) => {
    const search = new URLSearchParams();
    if (query.q) search.set('q', query.q);
    search.set('page', String(page));
    return `${consolePath(locale, '/employers')}?${search}`;
  };
  return (
    <ConsoleShell consoleName={t('title')} title={t('employers.title')} wide>
      <ConsoleNav locale={locale} current="/employers" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('employers.intro')}
      </Typography>
      <Box
        component="form"
        method="get"
        role="search"
        action={consolePath(locale, '/employers')}
        aria-label={t('employers.search')}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
          alignItems: 'start',
          mb: 2,
        }}
      >
        <TextField
          type="search"
          name="q"
          id="employers-q"
          label={t('employers.searchLabel')}
          helperText={t('employers.searchHelp')}
          defaultValue={query.q ?? ''}
          size="small"
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Button type="submit" variant="contained">
          {t('employers.submit')}
        </Button>
      </Box>
      {result === null ? (
        <Alert severity="error" role="alert">
          {t('loadFailed')}
        </Alert>
      ) : result.rows.length === 0 ? (
        <Alert severity="info">{query.q ? t('employers.empty') : t('employers.none')}</Alert>
      ) : (
        <>
          <Typography role="status" variant="body2" sx={{ mb: 1 }}>
            {t('employers.results', { count: result.total })}
          </Typography>
          <EmployersTable rows={result.rows} locale={locale} />
          {last > 1 ? (
            <Box
              component="nav"
              aria-label={t('audit.page', { page: query.page, last })}
              sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}
            >
              {query.page > 1 ? (
                <Link href={pageHref(query.page - 1)}>{t('audit.previous')}</Link>
              ) : null}
              <Typography variant="body2">{t('audit.page', { page: query.page, last })}</Typography>
              {query.page < last ? (
                <Link href={pageHref(query.page + 1)}>{t('audit.next')}</Link>
              ) : null}
            </Box>
          ) : null}
        </>
      )}
    </ConsoleShell>
  );
}

async function EmployersTable({ rows, locale }: { rows: EmployerRowDto[]; locale: Locale }) {
  const t = await getTranslations('console.employers');
  const format = await getFormatter();
  const columns = {
    team: t('team'),
    companies: t('companies'),
    boards: t('boards'),
    members: t('members'),
    status: t('status'),
    createdAt: t('createdAt'),
  };
  return (
    <Table size="small" sx={stackedTable}>
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
            <TableCell data-label={columns.team}>
              <Link href={consolePath(locale, '/employers/[id]', { id: row.id })}>{row.name}</Link>
            </TableCell>
            <TableCell data-label={columns.companies}>
              {row.company_names.join(', ') || '—'}
            </TableCell>
            <TableCell data-label={columns.boards}>
              {row.boards.map((key) => findBoard(key)?.name[locale] ?? key).join(', ') || '—'}
            </TableCell>
            <TableCell data-label={columns.members}>{row.member_count}</TableCell>
            <TableCell data-label={columns.status}>
              {[
                row.suspended ? t('suspended') : t('active'),
                ...(row.verified ? [t('verified')] : []),
              ].join(' · ')}
            </TableCell>
            <TableCell data-label={columns.createdAt}>
              {format.dateTime(new Date(row.created_at), { dateStyle: 'medium' })}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
