import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdSlot } from './ad-slot';
import { boardLocales } from '@/modules/story-support';

const meta = {
  title: 'Offers/AdSlot',
  component: AdSlot,
  args: { zone: 'bigBox', consented: true },
  parameters: {
    docs: {
      description: {
        component:
          'Reserved fixed-size box per ad zone; empty until consent, filled lazily. The careers board has no ad zones, so nothing renders there.',
      },
    },
  },
} satisfies Meta<typeof AdSlot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HospitalityFr: Story = { ...boardLocales.HospitalityFr };
export const HospitalityEn: Story = { ...boardLocales.HospitalityEn };
/** No ad zones on this board: the slot is absent. */
export const CareersFr: Story = { ...boardLocales.CareersFr };
export const CareersEn: Story = { ...boardLocales.CareersEn };
export const Leaderboard: Story = { args: { zone: 'leaderboard' } };
export const Mobile: Story = {
  args: { zone: 'mobile' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
/** Before the visitor accepts cookies the space is kept but no ad code runs. */
export const WithoutConsent: Story = { args: { consented: false } };
