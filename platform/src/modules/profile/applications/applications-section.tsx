'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ApplicationDto } from '@jobboard/api/contracts/applications';
import { useBoard } from '@jobboard/tenancy/board-context';
import { offerPath } from '@jobboard/tenancy/paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { InterviewAnswer } from './interview-answer';
import { StatusUpdates } from './status-updates';
import { MessagesToggle } from '@/modules/application-messages';
import { useMyApplications } from './use-my-applications';
import { useApiFetch } from '@/modules/http';
import { ProfileSection } from '../profile-section';

/**
 * My applications: offer, company, date, the status the employer sets, the changes they told
 * the candidate of (with their note), and withdraw.
 */
export function ApplicationsSection() {
  const t = useTranslations('profile.applications');
  const locale = useLocale() as Locale;
  const format = useFormatter();
  const board = useBoard();
  const api = useApiFetch();
  const { data, error, isLoading, mutate } = useMyApplications(locale);
  const [confirming, setConfirming] = useState<number | null>(null);
  const list = data ?? [];

  async function withdraw(application: ApplicationDto) {
    await api(
      apiPath(
        '/jobboard/{board}/user/applications/{id}/withdraw',
        { board: board.key, id: application.id },
        { lg: locale },
      ),
      { method: 'POST' },
    );
    setConfirming(null);
    await mutate();
  }

  return (
    <ProfileSection
      id="applications"
      title={t('title')}
      state={isLoading ? 'loading' : error ? 'error' : 'ready'}
      onRetry={() => void mutate()}
    >
      {list.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <List disablePadding>
          {list.map((application) => {
            const offer = application.offer;
            const title = offer?.title ?? t('unknownOffer');
            return (
              <ListItem
                key={application.id}
                disableGutters
                divider
                data-testid="my-application"
                data-offer-id={application.offer_id}
              >
                <Stack spacing={0.5} sx={{ width: '100%' }}>
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    {offer?.live ? (
                      <Link href={offerPath(locale, offer)} sx={{ fontWeight: 600 }}>
                        {title}
                      </Link>
                    ) : (
                      <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
                    )}
                    <Chip
                      size="small"
                      color={application.status === 'withdrawn' ? 'default' : 'primary'}
                      variant={application.status === 'new' ? 'outlined' : 'filled'}
                      label={t(`status.${application.status}`)}
                      data-testid="my-application-status"
                    />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {[
                      offer?.company ?? t('confidential'),
                      offer?.city,
                      t('appliedOn', {
                        date: format.dateTime(new Date(application.created_at), {
                          dateStyle: 'medium',
                        }),
                      }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                  <StatusUpdates
                    applicationId={application.id}
                    updates={application.notifications}
                  />
                  <InterviewAnswer
                    applicationId={application.id}
                    title={title}
                    onAnswered={() => void mutate()}
                  />
                  <MessagesToggle
                    board={board.key}
                    applicationId={application.id}
                    unread={application.unread_messages}
                    title={title}
                    onChanged={() => void mutate()}
                  />
                  {application.status !== 'withdrawn' ? (
                    confirming === application.id ? (
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Typography variant="body2">{t('confirm')}</Typography>
                        <Button
                          size="small"
                          color="error"
                          variant="contained"
                          onClick={() => void withdraw(application)}
                          data-testid="withdraw-confirm"
                        >
                          {t('withdraw')}
                        </Button>
                        <Button size="small" onClick={() => setConfirming(null)}>
                          {t('keep')}
                        </Button>
                      </Stack>
                    ) : (
                      <div>
                        <Button
                          size="small"
                          color="error"
                          onClick={() => setConfirming(application.id)}
                          aria-label={t('withdrawLabel', { title })}
                          data-testid="withdraw"
                        >
                          {t('withdraw')}
                        </Button>
                      </div>
                    )
                  ) : null}
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
    </ProfileSection>
  );
}
