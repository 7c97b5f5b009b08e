import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from 'next-intl';
import { radiusValues } from '@jobboard/api/contracts/offer-filter-rules';
import { scheduleAttributeId } from '@jobboard/db/schedule-attributes';
import { formatMessage } from '@/modules/offer-list';
import { boardLocales } from '@/modules/story-support';
import { storyCities, storySchedules, storySpecializations } from '@/modules/story-support';
import { emptyQuery, formValues, publishedWithinValues, type FormValues } from '../offer-filters';
import { SearchFilters } from './search-filters';
import type { SearchText } from '../search-text';

/** The form's wording from the preview's messages, as searchText reads it on the server. */
function useStoryFilterText(locale: 'fr' | 'en'): SearchText['filters'] {
  const t = (useMessages() as { offers: { filters: Record<string, string> } }).offers.filters;
  const get = (key: string) => t[key] ?? key;
  return {
    ...(Object.fromEntries(
      Object.keys(t).map((k) => [k, get(k)]),
    ) as unknown as SearchText['filters']),
    published: Object.fromEntries(publishedWithinValues.map((v) => [v, get(`published${v}`)])),
    radiusKm: Object.fromEntries(
      radiusValues.map((km) => [String(km), formatMessage(get('radiusKm'), { km }, locale)]),
    ),
  };
}

function Filters(props: {
  value: FormValues;
  locale: 'fr' | 'en';
  fixed?: { city?: boolean; specialization?: boolean };
}) {
  const text = useStoryFilterText(props.locale);
  // The form as the server renders it; the search island's enhancer is not part of the story.
  return (
    <div style={{ maxWidth: 320 }}>
      <SearchFilters
        value={props.value}
        options={{
          specializations: storySpecializations.map((s) => ({
            id: s.id,
            label: s.label[props.locale],
          })),
          schedules: storySchedules.map((s) => ({ id: s.id, label: s.label[props.locale] })),
          cities: storyCities,
        }}
        text={text}
        {...(props.fixed ? { fixed: props.fixed } : {})}
      />
    </div>
  );
}

const meta = {
  title: 'Offers/SearchFilters',
  component: Filters,
  args: {
    value: formValues({ ...emptyQuery, schedule: [scheduleAttributeId.fullTime], city: 'laval' }),
    locale: 'fr',
  },
  render: (args, { globals }) => (
    <Filters {...args} locale={globals.locale === 'en' ? 'en' : 'fr'} />
  ),
} satisfies Meta<typeof Filters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HospitalityFr: Story = { ...boardLocales.HospitalityFr };
export const HospitalityEn: Story = { ...boardLocales.HospitalityEn };
export const CareersFr: Story = { ...boardLocales.CareersFr };
export const CareersEn: Story = { ...boardLocales.CareersEn };

/** On a landing page the path fixes the specialization and the city. */
export const OnALandingPage: Story = { args: { fixed: { city: true, specialization: true } } };
