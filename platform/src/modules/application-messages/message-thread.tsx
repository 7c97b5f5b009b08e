'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { enqueueSnackbar } from 'notistack';
import {
  APPLICATION_MESSAGE_MAX_LENGTH,
  messageInputSchema,
  type ThreadMessageDto,
} from '@jobboard/api/contracts/application-messages';
import { FormTextField, SubmitButton, useContractForm } from '@/modules/forms';
import { ApiRequestError, useApiFetch } from '@/modules/http';
import type { ThreadTarget } from './thread-paths';
import { useMessageThread } from './use-message-thread';

/**
 * One application's thread between the team and the candidate, for either side: the messages
 * oldest first (the reader's own on the right), a form to write (plain text), or a notice when
 * the application was withdrawn. Opening it marks the other side's messages read.
 */
export function MessageThread({
  target,
  heading = 'h3',
  onChanged,
}: {
  target: ThreadTarget;
  heading?: 'h3' | 'h4';
  /** The thread was read or written to: the page's unread counts may have moved. */
  onChanged?: () => void;
}) {
  const t = useTranslations('application-messages');
  const locale = useLocale();
  const format = useFormatter();
  const api = useApiFetch();
  const { data, error, mutate, paths } = useMessageThread(target, locale, onChanged);
  const { control, formState, formProps, reset, watch } = useContractForm({
    schema: messageInputSchema,
    defaultValues: { body: '' },
    submit: async (values) => {
      await api(paths.thread, { method: 'POST', body: values });
      reset({ body: '' });
      enqueueSnackbar(t('sent'), { variant: 'success' });
      await mutate();
      onChanged?.();
    },
    onOtherError: (e) => {
      // Withdrawn meanwhile: say why, and show the thread as it now is (read-only).
      if (e instanceof ApiRequestError && e.status === 409) {
        enqueueSnackbar(e.body.message ?? t('readOnly'), { variant: 'warning' });
        void mutate();
      }
    },
  });
  const length = (watch('body') ?? '').length;
  const headingId = `message-thread-${target.side}-${target.applicationId}`;
  const fieldId = `message-body-${target.side}-${target.applicationId}`;
  const author = (m: ThreadMessageDto) =>
    m.mine
      ? t('you')
      : m.from === 'employer'
        ? (m.author ?? t('employer'))
        : (m.author ?? t('candidate'));

  return (
    // A plain block, not a region: a page may hold several threads and landmarks must be unique.
    <div data-testid="message-thread">
      <Typography id={headingId} component={heading} variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      {error ? (
        <Box role="alert" sx={{ my: 1 }}>
          <Typography>{t('error')}</Typography>
          <Button size="small" onClick={() => void mutate()}>
            {t('retry')}
          </Button>
        </Box>
      ) : !data ? (
        <CircularProgress size={24} aria-label={t('loading')} sx={{ my: 1 }} />
      ) : (
        <>
          {data.messages.length === 0 ? (
            <Typography color="text.secondary" sx={{ my: 1 }}>
              {data.read_only ? t('emptyReadOnly') : t('empty')}
            </Typography>
          ) : (
            <List dense aria-labelledby={headingId} data-testid="thread-messages">
              {data.messages.map((m) => (
                <ListItem
                  key={m.id}
                  disableGutters
                  sx={{ display: 'flex', justifyContent: m.mine ? 'flex-end' : 'flex-start' }}
                  data-testid="thread-message"
                  data-mine={m.mine}
                >
                  <Box
                    sx={{
                      maxWidth: '85%',
                      px: 1.5,
                      py: 1,
                      borderRadius: 2,
                      bgcolor: m.mine ? 'action.selected' : 'background.paper',
                      border: 1,
                      borderColor: 'divider',
                    }}
                  >
                    <Typography variant="caption" color="text.secondary" component="p">
                      {t('meta', {
                        author: author(m),
                        date: format.dateTime(new Date(m.created_at), {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                        }),
                      })}
                    </Typography>
                    <Typography
                      variant="body2"
                      sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
                      data-testid="thread-message-body"
                    >
                      {m.body}
                    </Typography>
                    {m.mine ? (
                      <Typography variant="caption" color="text.secondary" component="p">
                        {m.read_at ? t('seen') : t('notSeen')}
                      </Typography>
                    ) : null}
                  </Box>
                </ListItem>
              ))}
            </List>
          )}
          {data.read_only ? (
            <Alert severity="info" data-testid="thread-read-only">
              {t('readOnly')}
            </Alert>
          ) : (
            <form {...formProps} aria-label={t('write')}>
              <FormTextField
                control={control}
                name="body"
                id={fieldId}
                label={t('field')}
                multiline
                minRows={2}
                required
                helperText={t('count', { count: length, max: APPLICATION_MESSAGE_MAX_LENGTH })}
              />
              <SubmitButton pending={formState.isSubmitting} fullWidth={false}>
                {t('send')}
              </SubmitButton>
            </form>
          )}
        </>
      )}
    </div>
  );
}
