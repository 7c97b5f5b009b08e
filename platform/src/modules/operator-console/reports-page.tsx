import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { getFormatter, getTranslations } from 'next-intl/server';
import { offerReportReasonLabels } from '@jobboard/api/contracts/offer-reports';
import {
  reportsQueue,
  type QueuedOffer,
} from '@jobboard/api/services/operator/reports/reports-queue';
import type { Locale } from '@jobboard/tenancy/board-config';
import { findBoard } from '@/boards';
import { pageOperatorContext } from './console-data';
import { ConsoleNav } from './console-nav';
import { requireConsoleOperator } from './console-operator';
import { ConsoleShell } from './console-shell';
import { DismissReportButton } from './dismiss-report-button';
import { RejectOfferForm } from './reject-offer-form';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ done?: string }>;
};

/**
 * The report queue: each reported offer of the operator's boards with its reports, a dismiss
 * button per report and the rejection form. The queue is read through the API's own service.
 */
export async function ConsoleReportsPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  const operator = await requireConsoleOperator(locale);
  const t = await getTranslations('console');
  const { done } = await searchParams;
  let queue: QueuedOffer[] | null = null;
  try {
    queue = await reportsQueue(pageOperatorContext(locale), operator);
  } catch {
    queue = null;
  }
  return (
    <ConsoleShell consoleName={t('title')} title={t('reports.title')} wide>
      <ConsoleNav locale={locale} current="/reports" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('reports.intro')}
      </Typography>
      {done === 'dismissed' || done === 'rejected' ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t(`reports.${done}`)}
        </Alert>
      ) : null}
      {queue === null ? (
        <Alert severity="error" role="alert">
          {t('loadFailed')}
        </Alert>
      ) : queue.length === 0 ? (
        <Alert severity="info">{t('reports.empty')}</Alert>
      ) : (
        queue.map((group) => (
          <ReportedOffer key={`${group.board}:${group.offer_id}`} group={group} locale={locale} />
        ))
      )}
    </ConsoleShell>
  );
}

async function ReportedOffer({ group, locale }: { group: QueuedOffer; locale: Locale }) {
  const t = await getTranslations('console.reports');
  const format = await getFormatter();
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const boardName = findBoard(group.board)?.name[locale] ?? group.board;
  const headingId = `offer-${group.board}-${group.offer_id}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 }, mb: 2 }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {group.title || `#${group.offer_id}`}
      </Typography>
      <Typography variant="body2">{t('board', { board: boardName })}</Typography>
      {group.company_name ? (
        <Typography variant="body2">{t('company', { company: group.company_name })}</Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {t('count', { count: group.count })} · {t('latest', { date: when(group.latest_at) })}
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, my: 1 }}
      >
        {group.reasons.map((r) => (
          <li key={r.reason}>
            <Chip
              size="small"
              label={`${offerReportReasonLabels[r.reason][locale]} (${r.count})`}
            />
          </li>
        ))}
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 1 }}>
        {t('reportsOf', { title: group.title || `#${group.offer_id}` })}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {group.reports.map((report) => (
          <Box component="li" key={report.id} sx={{ py: 1 }}>
            <Divider sx={{ mb: 1 }} />
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {offerReportReasonLabels[report.reason][locale]}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('reportedAt', { date: when(report.created_at) })}
            </Typography>
            <Typography
              variant="body2"
              sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', my: 0.5 }}
            >
              {report.details || t('noDetails')}
            </Typography>
            {report.email ? (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t('reporter', { email: report.email })}
              </Typography>
            ) : null}
            <Box sx={{ mt: 1 }}>
              <DismissReportButton reportId={report.id} />
            </Box>
          </Box>
        ))}
      </Box>
      <Divider sx={{ mt: 1 }} />
      <RejectOfferForm
        offerId={group.offer_id}
        board={group.board}
        boardName={boardName}
        offerHeadingId={headingId}
      />
    </Box>
  );
}
