'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'next-intl';
import type { EmployerApplicationDto } from '@jobboard/api/contracts/employer-applications';
import { UnreadChip } from '@/modules/application-messages';
import { CoverLetterText } from './cover-letter-text';
import { ScreeningAnswersList } from './screening-answers-list';
import { ScreeningMismatchBadge } from './screening-mismatch-badge';

/**
 * One application: who, when, in which language, where it stands, its files, its cover letter
 * (typed in the form, or the text of the letter sent) and message.
 */
export function ApplicationRow({
  application: a,
  fileParams,
  selected,
  onSelect,
  onDetails,
}: {
  application: EmployerApplicationDto;
  /** The application's path parameters: its files are under it. */
  fileParams: { board: string; id: number; applicationId: number };
  selected: boolean;
  onSelect: (checked: boolean) => void;
  onDetails: () => void;
}) {
  const t = useTranslations('employer-applications');
  const format = useFormatter();
  const name = a.candidate
    ? `${a.candidate.first_name} ${a.candidate.last_name}`
    : t('deletedCandidate');
  const headingId = `application-${a.id}`;
  const files = [
    { kind: 'resume' as const, label: t('resume'), file: a.resume },
    { kind: 'cover-letter' as const, label: t('coverLetter'), file: a.cover_letter },
  ].filter((f) => f.file !== null);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2 }}
      aria-labelledby={headingId}
      data-testid="employer-application"
      data-application-id={a.id}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Checkbox
          checked={selected}
          disabled={a.status === 'withdrawn'}
          onChange={(e) => onSelect(e.target.checked)}
          slotProps={{ input: { 'aria-label': t('select', { name }) } }}
        />
        <Stack spacing={0.5} sx={{ minWidth: 0, flexGrow: 1 }}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Typography
              id={headingId}
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 700, fontStyle: a.candidate ? 'normal' : 'italic' }}
            >
              {name}
            </Typography>
            <Chip
              size="small"
              variant={a.status === 'new' ? 'outlined' : 'filled'}
              label={t(`statuses.${a.status}`)}
              data-testid="employer-application-status"
            />
            {a.screening_mismatch ? <ScreeningMismatchBadge /> : null}
            <UnreadChip count={a.unread_messages} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[
              t('appliedOn', {
                date: format.dateTime(new Date(a.created_at), { dateStyle: 'medium' }),
              }),
              t('language', { language: t(`languages.${a.language}`) }),
              a.candidate?.email,
              t('notesCount', { count: a.notes_count }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {files.length === 0 ? (
              <Typography variant="body2">{t('noFiles')}</Typography>
            ) : (
              files.map((f) => (
                <Link
                  key={f.kind}
                  href={apiPath(
                    `/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/${f.kind}`,
                    fileParams,
                  )}
                  // The API sends it as an attachment: a download, never a page of this site.
                  download
                  sx={{ wordBreak: 'break-word' }}
                  data-testid={`application-${f.kind}`}
                >
                  {t('openFile', { kind: f.label, name: f.file?.name ?? '' })}
                </Link>
              ))
            )}
          </Stack>
          {a.cover_letter_text ? <CoverLetterText text={a.cover_letter_text} clamp /> : null}
          {a.message ? (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              <strong>{`${t('message')} `}</strong>
              {a.message}
            </Typography>
          ) : null}
          <ScreeningAnswersList answers={a.screening_answers} />
          <div>
            <Button size="small" onClick={onDetails} aria-describedby={headingId}>
              {t('details')}
            </Button>
          </div>
        </Stack>
      </Stack>
    </Paper>
  );
}
