'use client';

import { apiPath } from '@jobboard/api/contracts/api-paths';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import type { OfferAttributeDto } from '@jobboard/api/contracts/attributes';
import { useApiFetch } from '@/modules/http';
import { useDebouncedValue } from '@/modules/forms';

export interface SkillSource {
  kind: 'attribute' | 'noc';
  id: number;
  label: string;
}

interface NocTitle {
  id: number;
  title_fr: string;
  title_en: string;
}

/**
 * The skill itself: one of the catalogue's skill attributes, or a NOC job title found by the
 * autocomplete on /api/noc-job-titles (spec section 9: 500 ms debounce, 10 a page).
 */
export function SkillSourceField({
  value,
  onChange,
  error,
}: {
  value: SkillSource | null;
  onChange: (source: SkillSource | null) => void;
  error?: string | undefined;
}) {
  const t = useTranslations('profile.skills');
  const locale = useLocale() as 'fr' | 'en';
  const api = useApiFetch();
  const [input, setInput] = useState(value?.label ?? '');
  const query = useDebouncedValue(input.trim(), 500);
  const { data: attributes } = useSWR(
    apiPath('/offer-attributes', {}, { lg: locale }),
    async (url: string) => (await api<Record<string, OfferAttributeDto[]>>(url)).skill ?? [],
  );
  const typing = query.length >= 2 && query !== value?.label;
  const { data: titles, isLoading } = useSWR(
    typing ? apiPath('/noc-job-titles', {}, { page: 1, lang: locale, title: query }) : null,
    async (url: string) => (await api<{ data: NocTitle[] }>(url)).data,
    { keepPreviousData: true },
  );
  const folded = query.toLocaleLowerCase(locale);
  const skillOptions: SkillSource[] = (attributes ?? [])
    .map((a) => ({ kind: 'attribute' as const, id: a.id, label: a.label[locale] }))
    .filter((o) => !folded || o.label.toLocaleLowerCase(locale).includes(folded));
  const titleOptions: SkillSource[] = typing
    ? (titles ?? []).map((n) => ({
        kind: 'noc' as const,
        id: n.id,
        label: locale === 'fr' ? n.title_fr : n.title_en,
      }))
    : [];
  const options = [...skillOptions, ...titleOptions];
  if (value && !options.some((o) => o.kind === value.kind && o.id === value.id))
    options.unshift(value);

  return (
    <Autocomplete
      value={value}
      options={options}
      groupBy={(o) => (o.kind === 'attribute' ? t('groupSkills') : t('groupTitles'))}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.label}
      getOptionKey={(o) => `${o.kind}-${o.id}`}
      isOptionEqualToValue={(a, b) => a.kind === b.kind && a.id === b.id}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      loading={isLoading}
      noOptionsText={t('noMatch')}
      renderInput={(params) => (
        <TextField
          {...params}
          name="skill"
          label={t('skill')}
          required
          margin="normal"
          error={Boolean(error)}
          helperText={error ?? t('skillHelp')}
        />
      )}
    />
  );
}
