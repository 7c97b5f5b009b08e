'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useBoard } from '@jobboard/tenancy/board-context';
import { offerPath } from '@jobboard/tenancy/paths';
import type { Locale } from '@jobboard/tenancy/board-config';
import { useApiFetch } from '@/modules/http';
import { ProfileSection } from '../profile-section';
import { useSavedOffers, type SavedOffer } from './use-saved-offers';
import { useUsersStore } from './use-users-store';

function offerHref(locale: Locale, offer: SavedOffer): string {
  return offerPath(locale, offer);
}

/** Saved offers; one that expired or was unpublished is shown as such, not as a broken link. */
export function SavedJobsSection() {
  const t = useTranslations('profile.saved');
  const locale = useLocale() as Locale;
  const board = useBoard();
  const api = useApiFetch();
  const store = useUsersStore();
  const { data, error, isLoading, mutate } = useSavedOffers(locale);
  const offers = data ?? [];

  async function remove(offer: SavedOffer) {
    await api(
      apiPath(
        '/jobboard/{board}/user/saved-offers/{offerId}',
        { board: board.key, offerId: offer.id },
        { lg: locale },
      ),
      {
        method: 'DELETE',
      },
    );
    await mutate(
      offers.filter((o) => o.id !== offer.id),
      { revalidate: false },
    );
  }

  return (
    <ProfileSection
      id="saved"
      title={t('title')}
      state={isLoading || store.isLoading ? 'loading' : error ? 'error' : 'ready'}
      onRetry={() => void mutate()}
    >
      {store.error instanceof Error ? <Alert severity="error">{store.error.message}</Alert> : null}
      {offers.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <List disablePadding>
          {offers.map((offer) => (
            <ListItem key={offer.id} disableGutters divider data-testid="saved-offer">
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
                {offer.live ? (
                  <Link href={offerHref(locale, offer)} sx={{ fontWeight: 600 }}>
                    {offer.title}
                  </Link>
                ) : (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography color="text.secondary">{offer.title}</Typography>
                    <Chip size="small" label={t('unavailable')} />
                  </Stack>
                )}
                <Button
                  size="small"
                  color="error"
                  onClick={() => void remove(offer)}
                  aria-label={t('remove', { title: offer.title })}
                >
                  {t('remove', { title: '' }).trim()}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </ProfileSection>
  );
}
