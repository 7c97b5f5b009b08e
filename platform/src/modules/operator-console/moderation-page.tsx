import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { getFormatter, getTranslations } from 'next-intl/server';
import {
  scamSignalCodes,
  type ScamSignalCode,
} from '@jobboard/api/services/moderation/scam-signals';
import {
  moderationQueue,
  type HeldOffer,
} from '@jobboard/api/services/operator/moderation/moderation-queue';
import type { Locale } from '@jobboard/tenancy/board-config';
import { findBoard } from '@/boards';
import { ApproveOfferButton } from './approve-offer-button';
import { pageOperatorContext } from './console-data';
import { ConsoleNav } from './console-nav';
import { requireConsoleOperator } from './console-operator';
import { ConsoleShell } from './console-shell';
import { RejectOfferForm } from './reject-offer-form';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ done?: string }>;
};

const isSignalCode = (code: string): code is ScamSignalCode =>
  (scamSignalCodes as readonly string[]).includes(code);

/**
 * The moderation queue: each held offer of the operator's boards with its scam signals and
 * what triggered each, an approve button and the rejection form. Read through the API's own
 * service, as `GET /api/operator/moderation` is.
 */
export async function ConsoleModerationPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  const operator = await requireConsoleOperator(locale);
  const t = await getTranslations('console');
  const { done } = await searchParams;
  let queue: HeldOffer[] | null = null;
  try {
    queue = await moderationQueue(pageOperatorContext(locale), operator);
  } catch {
    queue = null;
  }
  return (
    <ConsoleShell consoleName={t('title')} title={t('moderation.title')} wide>
      <ConsoleNav locale={locale} current="/moderation" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('moderation.intro')}
      </Typography>
      {done === 'approved' || done === 'rejected' ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t(`moderation.${done}`)}
        </Alert>
      ) : null}
      {queue === null ? (
        <Alert severity="error" role="alert">
          {t('loadFailed')}
        </Alert>
      ) : queue.length === 0 ? (
        <Alert severity="info">{t('moderation.empty')}</Alert>
      ) : (
        queue.map((held) => (
          <HeldOfferEntry key={`${held.board}:${held.offer_id}`} held={held} locale={locale} />
        ))
      )}
    </ConsoleShell>
  );
}

async function HeldOfferEntry({ held, locale }: { held: HeldOffer; locale: Locale }) {
  const t = await getTranslations('console.moderation');
  const format = await getFormatter();
  const boardName = findBoard(held.board)?.name[locale] ?? held.board;
  const title = held.title || `#${held.offer_id}`;
  const headingId = `held-${held.board}-${held.offer_id}`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 }, mb: 2 }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography variant="body2">{t('board', { board: boardName })}</Typography>
      {held.company_name ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('company', { company: held.company_name })}
        </Typography>
      ) : null}
      {held.team_name ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('team', { team: held.team_name })}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {t('heldSince', {
          date: format.dateTime(new Date(held.held_at), {
            dateStyle: 'medium',
            timeStyle: 'short',
          }),
        })}{' '}
        · {t('score', { score: held.score })}
      </Typography>
      <Typography component="h3" variant="subtitle1" sx={{ mt: 1 }}>
        {t('signalsTitle', { title })}
      </Typography>
      {held.signals.length === 0 ? (
        <Typography variant="body2">{t('noSignals')}</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
          {held.signals.map((signal) => (
            <li key={signal.code}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {isSignalCode(signal.code) ? t(`signals.${signal.code}`) : signal.code} (
                {signal.weight})
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t('evidence', { evidence: signal.evidence })}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ mt: 1.5 }}>
        <ApproveOfferButton
          offerId={held.offer_id}
          board={held.board}
          title={title}
          boardName={boardName}
        />
      </Box>
      <Divider sx={{ mt: 2 }} />
      <RejectOfferForm
        offerId={held.offer_id}
        board={held.board}
        boardName={boardName}
        offerHeadingId={headingId}
        next="/moderation"
      />
    </Box>
  );
}
