import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { DevMail, DevMailSummary } from '@jobboard/api/services/mail/dev-mailbox';
import type { BoardConfig, Locale } from '@jobboard/tenancy/board-config';
import { pathFor } from '@jobboard/tenancy/paths';
import { apiPath } from '@jobboard/api/contracts/api-paths';
import { elision } from '@/modules/french-grammar';

interface Props {
  board: BoardConfig;
  locale: Locale;
  mails: DevMailSummary[];
  selected: DevMail | null;
}

/** Development only: the mail the app would have sent, listed newest first, one shown in full. */
export async function MailboxPage({ board, locale, mails, selected }: Props) {
  const t = await getTranslations('mailbox');
  const format = await getFormatter();
  const when = (date: Date) => format.dateTime(date, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <Container component="article" maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro', { board: board.name[locale], elision: elision(board.name[locale]) })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '1fr 2fr' } }}>
        <Paper variant="outlined" component="section" aria-labelledby="mailbox-list">
          <Typography id="mailbox-list" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
            {t('list')}
          </Typography>
          {mails.length === 0 ? (
            <Typography sx={{ p: 2 }}>{t('empty')}</Typography>
          ) : (
            <List>
              {mails.map((mail) => (
                <ListItemButton
                  key={mail.id}
                  component="a"
                  href={`${pathFor(locale, '/dev/mailbox')}?${new URLSearchParams({ id: String(mail.id) })}`}
                  selected={selected?.id === mail.id}
                  data-testid="mailbox-item"
                >
                  <ListItemText
                    primary={mail.subject}
                    secondary={`${t('to')} ${mail.recipient} · ${when(mail.createdAt)}`}
                  />
                </ListItemButton>
              ))}
            </List>
          )}
        </Paper>
        {selected ? (
          <Paper
            variant="outlined"
            component="section"
            sx={{ p: 2 }}
            aria-labelledby="mail-subject"
          >
            <Typography id="mail-subject" variant="h6" component="h2" gutterBottom>
              {selected.subject}
            </Typography>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, m: 0, mb: 2 }}
            >
              <dt>{t('from')}</dt>
              <dd>{selected.sender}</dd>
              <dt>{t('to')}</dt>
              <dd data-testid="mail-recipient">{selected.recipient}</dd>
              {selected.replyTo ? (
                <>
                  <dt>{t('replyTo')}</dt>
                  <dd>{selected.replyTo}</dd>
                </>
              ) : null}
              <dt>{t('received')}</dt>
              <dd>{when(selected.createdAt)}</dd>
            </Box>
            {selected.attachments.length > 0 ? (
              <>
                <Typography variant="h6" component="h3">
                  {t('attachments')}
                </Typography>
                <Box component="ul" sx={{ mt: 0.5, mb: 2 }}>
                  {selected.attachments.map((file, index) => (
                    <li key={`${index}-${file.filename}`}>
                      <a
                        href={apiPath('/dev/mailbox/{id}/attachments/{index}', {
                          id: selected.id,
                          index,
                        })}
                        download={file.filename}
                        data-testid="mail-attachment"
                      >
                        {file.filename}
                      </a>{' '}
                      ({file.contentType})
                    </li>
                  ))}
                </Box>
              </>
            ) : null}
            {/* No scripts, no same-origin access: a mail's HTML cannot touch this page. Links
                open in a new tab so an e2e test can follow a confirmation link. */}
            <Box
              component="iframe"
              title={t('preview')}
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              srcDoc={selected.html}
              sx={{
                width: '100%',
                height: 560,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            />
            <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
              {t('text')}
            </Typography>
            <Box
              component="pre"
              data-testid="mail-text"
              sx={{
                whiteSpace: 'pre-wrap',
                fontFamily: 'monospace',
                bgcolor: 'action.hover',
                p: 2,
              }}
            >
              {selected.text}
            </Box>
          </Paper>
        ) : null}
      </Box>
    </Container>
  );
}
