import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMessages } from 'next-intl';
import { OfferCardView } from './offer-card-view';
import { storyListText } from './story-text';
import { boardLocales } from '@/modules/story-support';
import { storyOffer, storySchedules } from '@/modules/story-support';

type Tree = Parameters<typeof storyListText>[0];

/** The card as the server and the search island render it, with the preview's wording. */
function Card({ offer, locale }: { offer: typeof storyOffer; locale: 'fr' | 'en' }) {
  const text = storyListText(useMessages() as Tree).card;
  return <OfferCardView offer={offer} locale={locale} text={text} now={new Date()} />;
}

const meta = {
  title: 'Offers/OfferCard',
  component: Card,
  args: { offer: storyOffer, locale: 'fr' },
  render: (args, { globals }) => (
    <div style={{ maxWidth: 560 }}>
      <Card {...args} locale={globals.locale === 'en' ? 'en' : 'fr'} />
    </div>
  ),
} satisfies Meta<typeof Card>;
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
