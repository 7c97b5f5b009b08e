'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import type { OfferAttributeDto } from '@jobboard/api/contracts/attributes';
import { useBoard } from '@jobboard/tenancy/board-context';
import { useApiFetch } from '@/modules/http';
import { ProfileSection, SavedNote } from '../profile-section';

/** A multi-select of the board's specialization attributes. */
export function SpecializationsSection() {
  const t = useTranslations('profile.specializations');
  const locale = useLocale() as 'fr' | 'en';
  const board = useBoard();
  const api = useApiFetch();
  const fetcher = async (url: string) => (await api<{ data: OfferAttributeDto[] }>(url)).data;
  const all = useSWR(
    apiPath('/jobboard/{board}/offer-attributes', { board: board.key }, { lg: locale }),
    fetcher,
  );
  const mineKey = apiPath(
    '/jobboard/{board}/user/specializations',
    { board: board.key },
    { lg: locale },
  );
  const mine = useSWR(mineKey, fetcher);
  // Null until the candidate changes the selection: until then it is what the server holds.
  const [edited, setEdited] = useState<OfferAttributeDto[] | null>(null);
  const chosen = edited ?? mine.data ?? [];
  const [saved, setSaved] = useState(false);
  const [pending, setPending] = useState(false);
  const options = (all.data ?? []).filter((a) => a.type === 'specialization');

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    setPending(true);
    try {
      const data = await api<{ data: OfferAttributeDto[] }>(mineKey, {
        method: 'POST',
        body: { specializations: chosen.map((a) => a.id) },
      });
      await mine.mutate(data.data, { revalidate: false });
      setEdited(null);
      setSaved(true);
    } finally {
      setPending(false);
    }
  }

  const loading = all.isLoading || mine.isLoading;
  return (
    <ProfileSection
      id="specializations"
      title={t('title')}
      intro={t('intro')}
      state={loading ? 'loading' : all.error || mine.error ? 'error' : 'ready'}
      onRetry={() => {
        void all.mutate();
        void mine.mutate();
      }}
    >
      <form onSubmit={save} noValidate>
        <Autocomplete
          multiple
          value={chosen}
          options={options}
          getOptionLabel={(o) => o.label[locale]}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_, next) => setEdited(next)}
          renderInput={(params) => (
            <TextField
              {...params}
              name="specializations"
              label={t('label')}
              placeholder={chosen.length === 0 ? t('empty') : undefined}
            />
          )}
        />
        <Button type="submit" variant="contained" disabled={pending} sx={{ mt: 2 }}>
          {t('save')}
        </Button>
      </form>
      <SavedNote show={saved} />
    </ProfileSection>
  );
}
