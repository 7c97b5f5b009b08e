import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { idSchema } from '@jobboard/api/contracts/common';
import { isDomainError } from '@jobboard/api/errors';
import {
  employerDetail,
  type EmployerDetailDto,
} from '@jobboard/api/services/operator/employers/employer-detail';
import type { Locale } from '@jobboard/tenancy/board-config';
import { consolePath } from '@jobboard/tenancy/console-paths';
import { findBoard } from '@/boards';
import { pageOperatorContext } from './console-data';
import { ConsoleNav } from './console-nav';
import { requireConsoleOperator } from './console-operator';
import { ConsoleShell } from './console-shell';
import {
  ReinstateEmployerButton,
  SuspendEmployerForm,
  VerifyEmployerButton,
} from './employer-actions';
import { stackedTable } from './stacked-table';

type Props = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<{ done?: string }>;
};

const doneKeys = ['verified', 'unverified', 'suspended', 'reinstated'] as const;
type Done = (typeof doneKeys)[number];
const isDone = (value: string | undefined): value is Done =>
  (doneKeys as readonly string[]).includes(value ?? '');

/**
 * One team: its standing and the actions on it (verify, suspend with a reason, reinstate), then
 * its members, companies, offers and payments. Unknown, or of none of the operator's boards: 404.
 */
export async function ConsoleEmployerPage({ params, searchParams }: Props) {
  const { locale: raw, id: rawId } = await params;
  const locale = raw as Locale;
  const operator = await requireConsoleOperator(locale);
  const id = idSchema.safeParse(rawId);
  if (!id.success) notFound();
  const t = await getTranslations('console');
  const { done } = await searchParams;
  let team: EmployerDetailDto | null = null;
  try {
    team = await employerDetail(pageOperatorContext(locale), operator, id.data);
  } catch (error) {
    if (isDomainError(error) && error.code === 'not_found') notFound();
    team = null;
  }
  if (team === null) {
    return (
      <ConsoleShell consoleName={t('title')} title={t('employers.title')} wide>
        <ConsoleNav locale={locale} current="/employers" />
        <Alert severity="error" role="alert">
          {t('loadFailed')}
        </Alert>
      </ConsoleShell>
    );
  }
  return (
    <ConsoleShell consoleName={t('title')} title={team.name} wide>
      <ConsoleNav locale={locale} current="/employers" />
      <Link href={consolePath(locale, '/employers')} sx={{ display: 'inline-block', mb: 2 }}>
        {t('employers.back')}
      </Link>
      {isDone(done) ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t(`employers.done.${done}`)}
        </Alert>
      ) : null}
      <EmployerStanding team={team} locale={locale} />
      <EmployerLists team={team} locale={locale} />
    </ConsoleShell>
  );
}

async function EmployerStanding({ team, locale }: { team: EmployerDetailDto; locale: Locale }) {
  const t = await getTranslations('console.employers');
  const format = await getFormatter();
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long' });
  return (
    <>
      <Section title={t('statusTitle')} id="employer-standing">
        <Typography>
          {team.verified_at
            ? t('verifiedSince', { date: day(team.verified_at) })
            : t('notVerified')}
        </Typography>
        {team.suspended_at ? (
          <Alert severity="warning" sx={{ my: 1 }}>
            {t('suspendedSince', { date: day(team.suspended_at) })}{' '}
            {team.suspension_reason
              ? t('suspensionReason', { reason: team.suspension_reason })
              : null}
          </Alert>
        ) : (
          <Typography>{t('notSuspended')}</Typography>
        )}
        <Typography>
          {t('boards')}
          {locale === 'fr' ? '\u00a0: ' : ': '}
          {team.boards.map((key) => findBoard(key)?.name[locale] ?? key).join(', ') || '—'}
        </Typography>
        <Typography>{t('openReports', { count: team.open_reports })}</Typography>
      </Section>
      <Section title={t('actionsTitle')} id="employer-actions">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('verifyHelp')}
        </Typography>
        <VerifyEmployerButton teamId={team.id} verified={team.verified} />
        {team.suspended ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('reinstateHelp')}
            </Typography>
            <ReinstateEmployerButton teamId={team.id} />
          </Box>
        ) : (
          <SuspendEmployerForm teamId={team.id} teamName={team.name} />
        )}
      </Section>
    </>
  );
}

async function EmployerLists({ team, locale }: { team: EmployerDetailDto; locale: Locale }) {
  const t = await getTranslations('console.employers');
  const format = await getFormatter();
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  const boardNames = (keys: string[]) =>
    keys.map((key) => findBoard(key)?.name[locale] ?? key).join(', ');
  return (
    <>
      <Section title={t('membersTitle')} id="employer-members">
        {team.members.length === 0 ? (
          <Typography>{t('noMembers')}</Typography>
        ) : (
          <StackedTable
            columns={[t('name'), t('email'), t('permissions')]}
            rows={team.members.map((m) => ({
              key: m.id,
              cells: [
                `${m.first_name} ${m.last_name}`,
                m.email,
                m.permissions
                  .map((p) =>
                    t.has(`permissionNames.${p}`) ? t(`permissionNames.${p}` as never) : p,
                  )
                  .join(', ') || '—',
              ],
            }))}
          />
        )}
      </Section>
      <Section title={t('companiesTitle')} id="employer-companies">
        {team.companies.length === 0 ? (
          <Typography>{t('noCompanies')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {team.companies.map((c) => (
              <li key={c.id}>{c.name || `#${c.id}`}</li>
            ))}
          </Box>
        )}
      </Section>
      <Section title={t('offersTitle')} id="employer-offers">
        {team.offers.length === 0 ? (
          <Typography>{t('noOffers')}</Typography>
        ) : (
          <StackedTable
            columns={[t('offer'), t('company'), t('status'), t('publishedOn')]}
            rows={team.offers.map((o) => ({
              key: o.id,
              cells: [
                o.title || `#${o.id}`,
                o.company_name ?? '—',
                t.has(`offerStatus.${o.status}`) ? t(`offerStatus.${o.status}` as never) : o.status,
                boardNames(o.boards) || t('notPublished'),
              ],
            }))}
          />
        )}
      </Section>
      <Section title={t('paymentsTitle')} id="employer-payments">
        {team.payments.length === 0 ? (
          <Typography>{t('noPayments')}</Typography>
        ) : (
          <StackedTable
            columns={[t('date'), t('amount'), t('status'), t('boards')]}
            rows={team.payments.map((p) => ({
              key: p.id,
              cells: [
                day(p.paid_at ?? p.created_at),
                format.number(p.amount_total / 100, {
                  style: 'currency',
                  currency: p.currency.toUpperCase(),
                }),
                t.has(`paymentStatus.${p.status}`)
                  ? t(`paymentStatus.${p.status}` as never)
                  : p.status,
                boardNames(p.boards),
              ],
            }))}
          />
        )}
      </Section>
    </>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function StackedTable({
  columns,
  rows,
}: {
  columns: string[];
  rows: { key: number; cells: string[] }[];
}) {
  return (
    <Table size="small" sx={stackedTable}>
      <TableHead>
        <TableRow>
          {columns.map((label) => (
            <TableCell key={label} component="th" scope="col">
              {label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, i) => (
              <TableCell key={columns[i]} data-label={columns[i]} sx={{ overflowWrap: 'anywhere' }}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
