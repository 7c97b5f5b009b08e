import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { getTranslations } from 'next-intl/server';
import {
  auditQuerySchema,
  operatorAuditActions,
} from '@jobboard/api/contracts/operator/moderation';
import { listAudit } from '@jobboard/api/services/operator/audit/audit-log';
import { operatorBoards } from '@jobboard/api/services/operator/scopes';
import type { Locale } from '@jobboard/tenancy/board-config';
import { consolePath } from '@jobboard/tenancy/console-paths';
import { findBoard } from '@/boards';
import { AuditTable } from './audit-table';
import { pageOperatorContext, queryFromAddress } from './console-data';
import { ConsoleNav } from './console-nav';
import { requireConsoleOperator } from './console-operator';
import { ConsoleShell } from './console-shell';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The audit log: filters by board and action, then the lines, newest first, fifty a page. */
export async function ConsoleAuditPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  const operator = await requireConsoleOperator(locale);
  const t = await getTranslations('console');
  const query = queryFromAddress(auditQuerySchema, await searchParams);
  const ctx = pageOperatorContext(locale);
  const boards = operatorBoards(operator, ctx.boardKeys);
  let result: Awaited<ReturnType<typeof listAudit>> | null = null;
  try {
    result = await listAudit(ctx, operator, query);
  } catch {
    result = null;
  }
  const last = result ? Math.max(1, Math.ceil(result.total / result.perPage)) : 1;
  const pageHref = (page: number) => {
    const search = new URLSearchParams();
    for (const key of ['board', 'action', 'from', 'to'] as const) {
      const value = query[key];
      if (value) search.set(key, value);
    }
    search.set('page', String(page));
    return `${consolePath(locale, '/audit')}?${search}`;
  };
  return (
    <ConsoleShell consoleName={t('title')} title={t('audit.title')} wide>
      <ConsoleNav locale={locale} current="/audit" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('audit.intro')}
      </Typography>
      <Box
        component="form"
        method="get"
        action={consolePath(locale, '/audit')}
        aria-label={t('audit.filters')}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr) auto' },
          alignItems: 'center',
          mb: 2,
        }}
      >
        <TextField
          select
          name="board"
          id="audit-board"
          label={t('audit.board')}
          defaultValue={query.board ?? ''}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          size="small"
        >
          <option value="">{t('audit.all')}</option>
          {boards.map((key) => (
            <option key={key} value={key}>
              {findBoard(key)?.name[locale] ?? key}
            </option>
          ))}
        </TextField>
        <TextField
          select
          name="action"
          id="audit-action"
          label={t('audit.action')}
          defaultValue={query.action ?? ''}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          size="small"
        >
          <option value="">{t('audit.all')}</option>
          {operatorAuditActions.map((action) => (
            <option key={action} value={action}>
              {t(`audit.actions.${action}`)}
            </option>
          ))}
        </TextField>
        <TextField
          type="date"
          name="from"
          id="audit-from"
          label={t('audit.from')}
          defaultValue={query.from ?? ''}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
        />
        <TextField
          type="date"
          name="to"
          id="audit-to"
          label={t('audit.to')}
          defaultValue={query.to ?? ''}
          slotProps={{ inputLabel: { shrink: true } }}
          size="small"
        />
        <Button type="submit" variant="contained">
          {t('audit.apply')}
        </Button>
      </Box>
      {result === null ? (
        <Alert severity="error" role="alert">
          {t('loadFailed')}
        </Alert>
      ) : result.rows.length === 0 ? (
        <Alert severity="info">{t('audit.empty')}</Alert>
      ) : (
        <>
          <AuditTable rows={result.rows} locale={locale} />
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
        </>
      )}
    </ConsoleShell>
  );
}
