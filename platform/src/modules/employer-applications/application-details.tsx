'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { enqueueSnackbar } from 'notistack';
import { noteSchema } from '@jobboard/api/contracts/employer-applications';
import { FormTextField, SubmitButton, useContractForm } from '@/modules/forms';
import { useApiFetch } from '@/modules/http';
import { MessageThread } from '@/modules/application-messages';
import { CoverLetterText } from './cover-letter-text';
import { InterviewInvitation } from './interview-invitation';
import { useApplicationDetail, useApplicationsParams } from './use-applications';

/**
 * One application's cover letter and message, its private notes (with a form to add one) and
 * its whole history.
 */
export function ApplicationDetails({
  offerId,
  applicationId,
  name,
  onClose,
  onChanged,
}: {
  offerId: number;
  applicationId: number;
  name: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const t = useTranslations('employer-applications');
  const locale = useLocale();
  const format = useFormatter();
  const api = useApiFetch();
  const params = useApplicationsParams(offerId);
  const { data, error, mutate } = useApplicationDetail(offerId, applicationId, locale);
  const { control, formState, formProps, reset } = useContractForm({
    schema: noteSchema,
    defaultValues: { body: '' },
    submit: async (values) => {
      await api(
        apiPath(
          '/jobboard/{board}/employer/offer/{id}/applications/{applicationId}/notes',
          { ...params, applicationId },
          { lg: locale },
        ),
        { method: 'POST', body: values },
      );
      enqueueSnackbar(t('noteAdded'), { variant: 'success' });
      reset({ body: '' });
      await mutate();
      onChanged();
    },
  });
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const status = (s: string | null) => (s ? t(`statuses.${s}`) : '');
  const detail = data?.data;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="application-details">
      <DialogTitle id="application-details">{t('detailsOf', { name })}</DialogTitle>
      <DialogContent dividers>
        {error ? (
          <Typography role="alert">{t('error')}</Typography>
        ) : !detail ? (
          <CircularProgress aria-label={t('loading')} />
        ) : (
          <>
            {detail.cover_letter_text ? (
              <Box sx={{ mb: 3 }}>
                <CoverLetterText text={detail.cover_letter_text} />
              </Box>
            ) : null}
            {detail.message ? (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 3 }}>
                <strong>{`${t('message')} `}</strong>
                {detail.message}
              </Typography>
            ) : null}
            <Box sx={{ mb: 3 }}>
              <MessageThread
                target={{ side: 'employer', board: params.board, offerId, applicationId }}
                onChanged={onChanged}
              />
            </Box>
            <InterviewInvitation
              offerId={offerId}
              applicationId={applicationId}
              onChanged={() => {
                void mutate();
                onChanged();
              }}
            />
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('notes')}
            </Typography>
            {detail.notes.length === 0 ? (
              <Typography color="text.secondary">{t('noNotes')}</Typography>
            ) : (
              <List dense data-testid="application-notes">
                {detail.notes.map((n) => (
                  <ListItem key={n.id} disableGutters sx={{ display: 'block' }}>
                    <Typography sx={{ whiteSpace: 'pre-wrap' }}>{n.body}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {t('by', { author: n.author, date: when(n.created_at) })}
                    </Typography>
                  </ListItem>
                ))}
              </List>
            )}
            <form {...formProps} aria-label={t('addNote')}>
              <FormTextField
                control={control}
                name="body"
                label={t('noteField')}
                multiline
                minRows={2}
                required
              />
              <SubmitButton pending={formState.isSubmitting} fullWidth={false}>
                {t('addNote')}
              </SubmitButton>
            </form>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 3 }}>
              {t('history')}
            </Typography>
            <List dense data-testid="application-history">
              {detail.history.map((h) => (
                <ListItem key={h.id} disableGutters sx={{ display: 'block' }}>
                  <Typography>
                    {h.kind === 'status'
                      ? t('historyStatus', {
                          actor: h.actor,
                          from: status(h.from_status),
                          to: status(h.to_status),
                        })
                      : t('historyNote', { actor: h.actor })}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {when(h.created_at)}
                  </Typography>
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
