'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';
import type { JobAlertDto } from '@jobboard/api/contracts/job-alerts';
import type { Locale } from '@jobboard/tenancy/board-config';
import { useBoard } from '@jobboard/tenancy/board-context';
import { pathFor } from '@jobboard/tenancy/paths';
import { useApiFetch } from '@/modules/http';
import { ProfileSection } from '../profile-section';

/** The candidate's job alerts: what each searches, how often, and a way to delete it. */
export function JobAlertsSection() {
  const t = useTranslations('profile.alerts');
  const locale = useLocale() as Locale;
  const board = useBoard();
  const api = useApiFetch();
  const { data, error, isLoading, mutate } = useSWR(
    apiPath('/jobboard/{board}/user/job-alerts', { board: board.key }, { lg: locale }),
    async (url: string) => (await api<{ data: JobAlertDto[] }>(url)).data,
  );
  const alerts = data ?? [];

  async function remove(alert: JobAlertDto) {
    await api(
      apiPath(
        '/jobboard/{board}/user/job-alerts/{id}',
        { board: board.key, id: alert.id },
        { lg: locale },
      ),
      {
        method: 'DELETE',
      },
    );
    await mutate(
      alerts.filter((a) => a.id !== alert.id),
      { revalidate: false },
    );
  }

  return (
    <ProfileSection
      id="job-alerts"
      title={t('title')}
      state={isLoading ? 'loading' : error ? 'error' : 'ready'}
      onRetry={() => void mutate()}
    >
      {alerts.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <List disablePadding>
          {alerts.map((alert) => {
            const words = new URLSearchParams(alert.search).get('title') || t('allOffers');
            const href = `${pathFor(locale, '/find-a-job')}${alert.search ? `?${alert.search}` : ''}`;
            return (
              <ListItem key={alert.id} disableGutters divider data-testid="job-alert">
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{
                    width: '100%',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    flexWrap: 'wrap',
                  }}
                  useFlexGap
                >
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} useFlexGap>
                    <Link href={href} sx={{ fontWeight: 600 }}>
                      {t('search', { words })}
                    </Link>
                    <Chip size="small" label={t(alert.frequency)} />
                  </Stack>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => void remove(alert)}
                    aria-label={t('remove', { words })}
                  >
                    {t('remove', { words: '' }).trim()}
                  </Button>
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
    </ProfileSection>
  );
}
