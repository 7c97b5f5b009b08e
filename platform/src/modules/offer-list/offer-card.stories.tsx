import type { Meta, StoryObj } from '@storybook/react-vite';
import { OfferCard } from './offer-card';
import { boardLocales } from '@/modules/story-support';
import { storyOffer, storySchedules } from '@/modules/story-support';

const meta = {
  title: 'Offers/OfferCard',
  component: OfferCard,
  args: { offer: storyOffer, locale: 'fr' },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 560 }}>
      <OfferCard {...args} locale={globals.locale === 'en' ? 'en' : 'fr'} />
    </div>
  ),
} satisfies Meta<typeof OfferCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HospitalityFr: Story = { ...boardLocales.HospitalityFr };
export const HospitalityEn: Story = { ...boardLocales.HospitalityEn };
export const CareersFr: Story = { ...boardLocales.CareersFr };
export const CareersEn: Story = { ...boardLocales.CareersEn };

/** The company is never shown: the card says "Confidential". */
export const Confidential: Story = {
  args: {
    offer: {
      ...storyOffer,
      is_confidential: true,
      company: null,
      featured: false,
      attributes: [storySchedules[4]!, storySchedules[1]!],
    },
  },
};
