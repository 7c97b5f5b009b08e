import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMessages, useTranslations } from 'next-intl';
import { pathFor } from '@jobboard/tenancy/paths';
import { OfferCardView } from './offer-card-view';
import { storyListText } from '../text/story-text';
import { boardLocales } from '@/modules/story-support';
import { storyOffer, storySchedules } from '@/modules/story-support';

type Tree = Parameters<typeof storyListText>[0];

/** The card as the server and the search island render it, with the preview's wording. */
function Card({ offer, locale }: { offer: typeof storyOffer; locale: 'fr' | 'en' }) {
  const text = storyListText(useMessages() as Tree).card;
  const t = useTranslations();
  // A visitor's card: Save leads to the login page, Quick apply shows nothing.
  const actions = {
    board: 'hospitality',
    viewer: 'visitor' as const,
    save: {
      save: t('profile.saved.save'),
      saved: t('profile.saved.saved'),
      saveLabel: t.raw('profile.saved.saveLabel') as string,
      failed: t('http.generic'),
      loginHref: pathFor(locale, '/login'),
    },
    apply: {
      apply: t('apply.quick.apply'),
      label: t.raw('apply.quick.label') as string,
      pending: t.raw('apply.quick.pending') as string,
      undo: t('apply.quick.undo'),
      applied: t('apply.quick.applied'),
      cancelled: t('apply.quick.cancelled'),
      failed: t('http.generic'),
    },
  };
  return (
    <OfferCardView offer={offer} locale={locale} text={text} actions={actions} now={new Date()} />
  );
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
