'use client';

import { useTranslations } from 'next-intl';
import type { screeningFilters } from '@jobboard/api/contracts/screening-questions';
import { ListSelectField } from '@/modules/list-controls';

export type ScreeningFilter = '' | (typeof screeningFilters)[number];

/** The list's criteria filter: the applications a knockout answer flagged, or the others. */
export function ScreeningFilterField({
  value,
  onChange,
  flagged,
}: {
  value: ScreeningFilter;
  onChange: (value: ScreeningFilter) => void;
  /** How many applications are flagged, whatever the other filters. */
  flagged: number;
}) {
  const t = useTranslations('employer-applications.screening');
  return (
    <ListSelectField<ScreeningFilter>
      label={t('filter')}
      name="screening"
      value={value}
      onChange={onChange}
      minWidth={290}
      options={[
        { value: '', label: t('all') },
        { value: 'mismatch', label: `${t('mismatch')} (${flagged})` },
        { value: 'match', label: t('match') },
      ]}
    />
  );
}
