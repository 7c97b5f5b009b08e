import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { emptyFilters } from './offer-filters';
import { SearchFilters } from './search-filters';
import { boardLocales } from '@/modules/story-support';
import { storyCities, storySchedules, storySpecializations } from '@/modules/story-support';
import { scheduleAttributeId } from '@jobboard/db/schedule-attributes';

const meta = {
  title: 'Offers/SearchFilters',
  component: SearchFilters,
  args: {
    value: { ...emptyFilters, schedule: [scheduleAttributeId.fullTime], city: 'laval' },
    onChange: () => undefined,
    locale: 'fr',
    specializations: storySpecializations,
    schedules: storySchedules,
    cities: storyCities,
  },
  render: function Render(args, { globals }) {
    const [value, setValue] = useState(args.value);
    return (
      <div style={{ maxWidth: 320 }}>
        <SearchFilters
          {...args}
          value={value}
          onChange={setValue}
          locale={globals.locale === 'en' ? 'en' : 'fr'}
        />
      </div>
    );
  },
} satisfies Meta<typeof SearchFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HospitalityFr: Story = { ...boardLocales.HospitalityFr };
export const HospitalityEn: Story = { ...boardLocales.HospitalityEn };
export const CareersFr: Story = { ...boardLocales.CareersFr };
export const CareersEn: Story = { ...boardLocales.CareersEn };

/** On a landing page the path fixes the specialization and the city. */
export const OnALandingPage: Story = { args: { fixed: { city: true, specialization: true } } };
